import "server-only";
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
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

/** next-auth's route handler; on sign-out it also drops the parent-domain cookie, even without a session. */
export async function authRouteHandler(req: NextRequest, context: AuthRouteContext): Promise<Response> {
  const { nextauth } = await context.params;
  // next-auth reads a JSON-typed body with req.json() and answers a malformed one with a bare 500.
  if (req.method === "POST" && req.headers.get("content-type")?.toLowerCase().includes("json")) {
    const body = await req.clone().text();
    try {
      JSON.parse(body);
    } catch {
      return errorResponse(400, messages.api.invalidJson);
    }
  }
  if (req.method === "POST" && nextauth[0] === "signout") await setCookie(clearedParentDomainCookie(env.AUTH_COOKIE_DOMAIN));
  return nextAuthHandler(req, context);
}
