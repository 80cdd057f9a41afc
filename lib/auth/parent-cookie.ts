/**
 * The shared cookie for the per-game sites on sibling subdomains: the upstream token under
 * the parent domain, path /, secure, SameSite Lax, 5 days. Set only when AUTH_COOKIE_DOMAIN is
 * configured. It is httpOnly: the game sites read it from the request, never from page script.
 */
export const PARENT_COOKIE_NAME = "sim_access_token";
export const PARENT_COOKIE_MAX_AGE_SECONDS = 5 * 24 * 60 * 60;

export interface CookieToSet {
  name: string;
  value: string;
  options: {
    domain: string;
    path: "/";
    secure: true;
    httpOnly: true;
    sameSite: "lax";
    maxAge: number;
  };
}

/** The cookie carrying `token`, or null when no parent domain is configured. */
export function parentDomainCookie(
  domain: string | undefined | null,
  token: string,
  maxAgeSeconds = PARENT_COOKIE_MAX_AGE_SECONDS,
): CookieToSet | null {
  if (!domain) return null;
  return {
    name: PARENT_COOKIE_NAME,
    value: token,
    options: {
      domain,
      path: "/",
      secure: true,
      httpOnly: true,
      sameSite: "lax",
      maxAge: Math.max(0, Math.min(maxAgeSeconds, PARENT_COOKIE_MAX_AGE_SECONDS)),
    },
  };
}

/** The same cookie emptied and expired (domain and path must match for browsers to drop it). */
export function clearedParentDomainCookie(domain: string | undefined | null): CookieToSet | null {
  return parentDomainCookie(domain, "", 0);
}
