import "server-only";
import { getToken, type JWT } from "next-auth/jwt";
import { headers } from "next/headers";
import { NextRequest } from "next/server";
import { cache } from "react";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { hasSessionEnded } from "./session-state";
import { isSessionLive, liveSessionUser, type SessionTokenFields } from "./session-token";
import { sessionUserOf, type SessionUser } from "./session-user";
import { sessionEndedOrUnknown } from "./store-outage";

/**
 * Who this request's person is: the one place route handlers, pages and proxy.ts ask. Each reads
 * next-auth's session cookie (JWT fields `user`, `accessToken`, `accessTokenExpires`, `sid`, see
 * ./session-token.ts) and answers null when signed out, when the upstream token has expired, and when
 * the session was ended on the server (sign-out, password reset, upstream 401), even if the cookie was
 * kept. They differ only while the store cannot say whether the session ended
 * (docs/decisions/store-outage-keeps-sessions.md): a route handler's question fails, and handler()
 * answers 503; a page and the proxy go by the cookie, so the header still shows the person.
 */

export type { SessionUser };

/** The signed-in person of a route handler's request, with the upstream token kept server-side. */
export interface SessionUserWithToken extends SessionUser {
  accessToken: string;
  /** The session's cookie fields, to end it on the server (an upstream 401 on its token). */
  session: SessionTokenFields;
}

/** next-auth's session cookie of the request, decoded (null when absent or unreadable). */
function readSessionToken(req: NextRequest): Promise<JWT | null> {
  return getToken({
    req,
    secret: env.NEXTAUTH_SECRET,
    secureCookie: env.NEXTAUTH_URL?.startsWith("https://") ?? false,
  });
}

/** A route handler's person, with their upstream token; throws while the store is out of reach. */
export async function requestUser(req: NextRequest): Promise<SessionUserWithToken | null> {
  const token = await readSessionToken(req);
  if (!token || !isSessionLive(token) || !token.user || !token.accessToken) return null;
  if (await hasSessionEnded(token)) return null;
  return { ...sessionUserOf(token.user), accessToken: token.accessToken, session: token };
}

/** proxy.ts's person; while the store is out of reach the cookie decides (the page checks again). */
export async function proxyUser(req: NextRequest): Promise<SessionUser | null> {
  const token = await readSessionToken(req);
  const live = liveSessionUser(token);
  return live && token && (await sessionEndedOrUnknown(token)) !== true ? live : null;
}

/** The request of the page being rendered: its cookies are all the questions above read. */
async function pageRequest(): Promise<NextRequest> {
  return new NextRequest("http://site.internal/", { headers: await headers() });
}

/**
 * The person of the page being rendered, asked once per render; as the proxy's, the cookie decides while
 * the store is out of reach. Any other failure of the store reads as signed out, as next-auth's own
 * session check answered it.
 */
export const pageUser = cache(async (): Promise<SessionUser | null> => {
  try {
    return await proxyUser(await pageRequest());
  } catch (error) {
    log.error({ err: error }, "[session] a page could not tell whether its session has ended");
    return null;
  }
});

/** The page's person with their upstream token, for a page that calls the upstream itself (fails as a route handler's). */
export async function pageUserWithToken(): Promise<SessionUserWithToken | null> {
  return requestUser(await pageRequest());
}
