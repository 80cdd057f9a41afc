import { sessionUserOf, type SessionUser, type SessionUserFields } from "./session-user";

/** The fields our next-auth JWT carries (./signed-in.ts reads them under these names). */
export interface SessionTokenFields {
  user?: SessionUserFields;
  accessToken?: string;
  /** Milliseconds since the epoch when the upstream access token stops being valid. */
  accessTokenExpires?: number;
  /** The session's own id, made at sign-in; the store records it when the session ends. */
  sid?: string;
  /** Milliseconds since the epoch of the sign-in (a password reset ends the sessions begun before it). */
  signedInAt?: number;
}

/**
 * When the session made from an upstream token ends, in milliseconds: the token's own `exp`
 * (seconds) when it has one, else `fallbackSeconds` from now.
 */
export function accessTokenExpiresAt(expSeconds: number | null | undefined, now: number, fallbackSeconds: number): number {
  if (typeof expSeconds === "number" && Number.isFinite(expSeconds)) return expSeconds * 1000;
  return now + fallbackSeconds * 1000;
}

/** True while the token holds a user and an upstream token whose expiry has not passed. */
export function isSessionLive(token: SessionTokenFields | null | undefined, now: number = Date.now()): boolean {
  if (!token?.user?.uid || !token.accessToken) return false;
  return typeof token.accessTokenExpires === "number" && now < token.accessTokenExpires;
}

/** The signed-in user of a decoded session token, or null when there is none or it has expired. */
export function liveSessionUser(token: SessionTokenFields | null | undefined, now: number = Date.now()): SessionUser | null {
  return token?.user && isSessionLive(token, now) ? sessionUserOf(token.user) : null;
}
