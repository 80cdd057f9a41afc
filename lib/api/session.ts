import "server-only";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { isSessionLive } from "@/lib/auth/session-token";
import type { UserType } from "@/lib/upstream/types";

/** The signed-in person of a route handler's request, with the upstream token kept server-side. */
export interface SessionUserWithToken {
  uid: string;
  email: string;
  name: string;
  picture: string | null;
  type: UserType;
  accessToken: string;
}

/**
 * Reads next-auth's session cookie (JWT fields `user`, `accessToken`, `accessTokenExpires`, see
 * lib/auth/session-token.ts). Null when signed out or when the upstream token has expired.
 */
export async function getSessionUser(req: NextRequest): Promise<SessionUserWithToken | null> {
  const token = await getToken({
    req,
    secret: env.NEXTAUTH_SECRET,
    secureCookie: env.NEXTAUTH_URL?.startsWith("https://") ?? false,
  });
  if (!token || !isSessionLive(token) || !token.user || !token.accessToken) return null;
  const { uid, email, name, picture, type } = token.user;
  return { uid, email, name, picture: picture ?? null, type, accessToken: token.accessToken };
}
