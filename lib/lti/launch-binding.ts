import { createHash, randomBytes } from "node:crypto";

/**
 * Login CSRF: an instructor launch's token is redeemed only by the browser that
 * launched. The launch answer sets this cookie, a random nonce whose hash is stored with the token;
 * /api/auth/callback/lti-launch requires it. One cookie per token (named from the token's hash), only
 * sent to the callback, gone when the token is.
 */
export const LAUNCH_BINDING_PATH = "/api/auth/callback/lti-launch";
export const LAUNCH_BINDING_MAX_AGE_SECONDS = 2 * 60;

export const launchBindingCookieName = (token: string) => `lti-bind-${createHash("sha256").update(token).digest("hex").slice(0, 16)}`;

export function newLaunchBinding(): { nonce: string; hash: string } {
  const nonce = randomBytes(32).toString("base64url");
  return { nonce, hash: createHash("sha256").update(nonce).digest("hex") };
}

/**
 * The Set-Cookie of a launch answer. Top-level: SameSite=Lax. Inside the platform's frame the cookie
 * is a third-party one, which a browser keeps only as SameSite=None; Secure (as the state cookie,
 * ./state-cookie.ts): the new window the frame opens then carries it.
 */
export function launchBindingCookie(token: string, nonce: string, framed: boolean): string {
  const site = framed ? "SameSite=None; Secure" : "SameSite=Lax";
  return `${launchBindingCookieName(token)}=${nonce}; Max-Age=${LAUNCH_BINDING_MAX_AGE_SECONDS}; Path=${LAUNCH_BINDING_PATH}; HttpOnly; ${site}`;
}

/** The binding nonce a request's Cookie header carries for `token`, if any. */
export function launchBindingOf(cookieHeader: string | null | undefined, token: string): string | null {
  const name = `${launchBindingCookieName(token)}=`;
  for (const part of (cookieHeader ?? "").split(";")) {
    const trimmed = part.trim();
    if (trimmed.startsWith(name)) return trimmed.slice(name.length) || null;
  }
  return null;
}
