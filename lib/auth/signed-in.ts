import "server-only";
import { getToken, type JWT } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { hasSessionEnded } from "./session-state";
import { env } from "@/lib/env";
import { isSessionLive, type SessionTokenFields } from "./session-token";
import { sessionUserOf, type SessionUser } from "./session-user";

/** The signed-in person of a route handler's request, with the upstream token kept server-side. */
export interface SessionUserWithToken extends SessionUser {
  accessToken: string;
  /** The session's cookie fields, to end it on the server (an upstream 401 on its token). */
  session: SessionTokenFields;
}

/** next-auth's session cookie of the request, decoded (null when absent or unreadable). */
export function readSessionToken(req: NextRequest): Promise<JWT | null> {
  return getToken({
    req,
    secret: env.NEXTAUTH_SECRET,
    secureCookie: env.NEXTAUTH_URL?.startsWith("https://") ?? false,
  });
}

/**
 * Reads next-auth's session cookie (JWT fields `user`, `accessToken`, `accessTokenExpires`, `sid`, see
 * ./token.ts). Null when signed out, when the upstream token has expired, and when the
 * session was ended on the server (sign-out, password reset, upstream 401), even if the cookie was kept.
 */
export async function getSessionUser(req: NextRequest): Promise<SessionUserWithToken | null> {
  const token = await readSessionToken(req);
  if (!token || !isSessionLive(token) || !token.user || !token.accessToken) return null;
  if (await hasSessionEnded(token)) return null;
  return { ...sessionUserOf(token.user), accessToken: token.accessToken, session: token };
}
