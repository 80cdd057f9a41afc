import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { env } from "@/lib/env";
import type { AuthSession, UpstreamUser } from "@/upstream-contract/types";

/** Builds the requests route handlers receive, as Next would hand them over. */

export const SITE = "http://localhost:3000";

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
export type RouteModule = Partial<Record<Method, (req: NextRequest, ...rest: never[]) => Promise<Response>>>;

export interface RequestOptions {
  /** A value to send as JSON, or a raw string / byte body sent as is. */
  json?: unknown;
  raw?: string | Uint8Array | ReadableStream<Uint8Array>;
  headers?: Record<string, string>;
  /** The Origin header; default: this site's own (what a browser sends on a same-origin fetch). null: none. */
  origin?: string | null;
  cookie?: string;
  /** The client address (X-Forwarded-For, as the trusted proxy writes it); default: a new one per request, so budgets are not shared. */
  client?: string;
}

export function apiRequest(method: Method, path: string, options: RequestOptions = {}): NextRequest {
  const headers = new Headers(options.headers);
  const origin = options.origin === undefined ? SITE : options.origin;
  if (origin !== null && !headers.has("origin")) headers.set("origin", origin);
  if (options.cookie) headers.set("cookie", options.cookie);
  if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", options.client ?? `test-${randomUUID()}`);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  } else if (options.raw !== undefined) {
    body = options.raw as BodyInit;
  }
  const init: RequestInit & { duplex?: "half" } = { method, headers, body };
  if (body instanceof ReadableStream) init.duplex = "half";
  return new NextRequest(new URL(path, SITE), init as ConstructorParameters<typeof NextRequest>[1]);
}

/** Calls a route module's export for `method`, failing loudly when the route does not export it. */
export function call(route: RouteModule, method: Method, path: string, options: RequestOptions = {}): Promise<Response> {
  const fn = route[method];
  if (!fn) throw new Error(`${path} exports no ${method}`);
  return (fn as (req: NextRequest) => Promise<Response>)(apiRequest(method, path, options));
}

/** next-auth's session cookie name for this configuration (lib/auth/signed-in.ts reads it). */
export function sessionCookieName(): string {
  return env.NEXTAUTH_URL?.startsWith("https://") ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

/** The session cookie next-auth would set after a login that returned `session` (lib/auth.ts jwt callback). */
export async function sessionCookie(
  session: { access_token: string; user: Pick<UpstreamUser, "uid" | "email" | "name" | "picture" | "type"> } | AuthSession,
  options: { expiresInMs?: number } = {},
): Promise<string> {
  const { uid, email, name, picture, type } = session.user;
  const value = await encode({
    secret: env.NEXTAUTH_SECRET!,
    token: {
      sub: uid,
      user: { uid, email, name, picture, type },
      accessToken: session.access_token,
      accessTokenExpires: Date.now() + (options.expiresInMs ?? 3_600_000),
      // A session id and start, as the jwt callback gives every session (lib/auth/session-state.ts).
      sid: randomUUID(),
      signedInAt: Date.now(),
    },
  });
  return `${sessionCookieName()}=${value}`;
}

/** Reads a JSON answer; fails the test with the text when the answer is not JSON. */
export async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`Expected JSON, got ${response.status} ${response.headers.get("content-type")}: ${text.slice(0, 200)}`);
  }
}
