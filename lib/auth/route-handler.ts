import "server-only";
import NextAuth from "next-auth";
import { cookies } from "next/headers";
import { NextRequest } from "next/server";
import { BODY_LIMIT_BYTES } from "@/lib/api/body";
import { readLimited } from "@/lib/api/read-limited";
import { otherHostAnswer } from "@/lib/api/host-check";
import { withLoginRefusals } from "./login-refusal";
import { errorResponse, methodNotAllowedResponse, serviceUnavailableResponse } from "@/lib/api/responses";
import { isShortPlainText } from "@/lib/upstream/read-response";
import { env } from "@/lib/env";
import { messages } from "@/lib/messages";
import { badCallbackCookies, urlWithoutBadCallbackUrl } from "./callback-url-syntax";
import { setCookie } from "./cookies";
import { authOptions } from "./options";
import { clearedParentDomainCookie } from "./parent-cookie";
import { watchStoreOutage } from "./store-outage";

const nextAuthHandler = NextAuth(authOptions);

interface AuthRouteContext {
  params: Promise<{ nextauth: string[] }>;
}

/**
 * The request next-auth gets: without a callbackUrl it would fail on, and with the body read first, at
 * most 16 KiB as on our own routes (next-auth itself reads bodies of any size).
 */
async function safeRequest(req: NextRequest): Promise<NextRequest | Response> {
  const otherHost = otherHostAnswer(req.headers);
  if (otherHost) return otherHost;
  for (const name of badCallbackCookies(req)) (await cookies()).delete(name);
  const url = urlWithoutBadCallbackUrl(req);
  if (req.method !== "POST") return url === req.url ? req : new NextRequest(url, { method: req.method, headers: req.headers });
  const bytes = await readLimited(req, BODY_LIMIT_BYTES);
  if (!bytes) return errorResponse(413, messages.api.tooLarge);
  // next-auth reads a JSON-typed body with req.json() and answers a malformed one with a bare 500.
  if (req.headers.get("content-type")?.toLowerCase().includes("json")) {
    try {
      JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } catch {
      return errorResponse(400, messages.api.invalidJson);
    }
  }
  return new NextRequest(url, { method: req.method, headers: req.headers, body: bytes });
}

/** Our API answers JSON or redirects; next-auth answers some refusals (a POST to /session…) in plain text. */
async function asJsonOrRedirect(response: Response): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json") || (response.status >= 300 && response.status < 400)) return response;
  const text = (await response.text()).trim();
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  const message = text && isShortPlainText(text) ? text : messages.api.generic;
  return new Response(JSON.stringify({ message }), { status: response.status, headers });
}

/** A redirect whose target gets `notice=<key>` added (the home page reads it and says it in words). */
function withNotice(response: Response, notice: string | undefined): Response {
  const location = response.headers.get("location");
  if (!notice || !location) return response;
  const target = new URL(location, env.NEXTAUTH_URL ?? "http://localhost");
  target.searchParams.set("notice", notice);
  const headers = new Headers(response.headers);
  headers.set("location", location.startsWith("/") ? `${target.pathname}${target.search}${target.hash}` : target.toString());
  return new Response(response.body, { status: response.status, headers });
}

/**
 * The site store was out of reach: the session answers 503 with none of next-auth's cookies (its
 * cleared session cookie above all); a sign-in keeps next-auth's body, whose error is the "not
 * available" sentence, under 503. A redirect (a form posted without JavaScript) stays one.
 */
function duringStoreOutage(response: Response, action: string | undefined): Response {
  if (action === "session") return serviceUnavailableResponse();
  if (response.status >= 300 && response.status < 400) return response;
  return new Response(response.body, { status: 503, headers: response.headers });
}

/**
 * next-auth's route handler, with the body capped, a refused log-in answered 429 with Retry-After
 * (lib/auth/login-refusal.ts), and on sign-out the parent-domain cookie dropped, even without a session.
 */
export async function authRouteHandler(req: NextRequest, context: AuthRouteContext): Promise<Response> {
  const { nextauth } = await context.params;
  // next-auth answers 500 ("not supported") to a credentials callback by any other method.
  const credentialsCallback = nextauth[1]?.endsWith("-credentials") || nextauth[1] === "lti-launch";
  if (req.method !== "POST" && nextauth[0] === "callback" && credentialsCallback) return methodNotAllowedResponse(["POST"]);
  const request = await safeRequest(req);
  if (request instanceof Response) return request;
  if (req.method === "POST" && nextauth[0] === "signout") await setCookie(clearedParentDomainCookie(env.AUTH_COOKIE_DOMAIN));
  const outage = { hit: false };
  const { result, refusal } = withLoginRefusals<Response>(() => watchStoreOutage(outage, () => nextAuthHandler(request, context)));
  const answer = await result;
  if (outage.hit) return duringStoreOutage(answer, nextauth[0]);
  const response = withNotice(await asJsonOrRedirect(answer), refusal.notice);
  if (refusal.retryAfterSeconds === undefined) return response;
  const headers = new Headers(response.headers);
  headers.set("retry-after", String(refusal.retryAfterSeconds));
  return new Response(response.body, { status: 429, headers });
}
