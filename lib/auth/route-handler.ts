import "server-only";
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { BODY_LIMIT_BYTES, readLimited } from "@/lib/api/body";
import { withLoginRefusals } from "@/lib/api/login-refusal";
import { errorResponse } from "@/lib/api/responses";
import { env } from "@/lib/env";
import { messages } from "@/lib/messages";
import { setCookie } from "./cookies";
import { authOptions } from "./options";
import { clearedParentDomainCookie } from "./parent-cookie";

const nextAuthHandler = NextAuth(authOptions);

interface AuthRouteContext {
  params: Promise<{ nextauth: string[] }>;
}

/** next-auth reads bodies of any size: the body is read here first, at most 16 KiB, as on our own routes. */
async function cappedRequest(req: NextRequest): Promise<NextRequest | Response> {
  if (req.method !== "POST") return req;
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
  return new NextRequest(req.url, { method: req.method, headers: req.headers, body: bytes });
}

/**
 * next-auth's route handler, with the body capped, a refused log-in answered 429 with Retry-After
 * (lib/api/login-refusal.ts), and on sign-out the parent-domain cookie dropped, even without a session.
 */
export async function authRouteHandler(req: NextRequest, context: AuthRouteContext): Promise<Response> {
  const { nextauth } = await context.params;
  const request = await cappedRequest(req);
  if (request instanceof Response) return request;
  if (req.method === "POST" && nextauth[0] === "signout") await setCookie(clearedParentDomainCookie(env.AUTH_COOKIE_DOMAIN));
  const { result, refusal } = withLoginRefusals<Response>(() => nextAuthHandler(request, context));
  const response = await result;
  if (refusal.retryAfterSeconds === undefined) return response;
  const headers = new Headers(response.headers);
  headers.set("retry-after", String(refusal.retryAfterSeconds));
  return new Response(response.body, { status: 429, headers });
}
