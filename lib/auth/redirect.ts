import type { NextRequest } from "next/server";

/** A keyword the home page understands (e.g. `free-trial`), not a path. */
const keyword = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const placeholderOrigin = "http://same-site.invalid";

/** An address on `origin` that carries no user name or password. */
function isOnOrigin(url: URL, origin: string): boolean {
  return url.origin === origin && !url.username && !url.password;
}

/**
 * The value of a `redirect` query parameter when it names our own site, else null: a same-site
 * path (`/games-overview?x=1`), an absolute address on `siteOrigin` reduced to its path, or a
 * keyword such as `free-trial`. Protocol-relative (`//host`), backslash (`/\host`) and other
 * origins are refused.
 */
export function safeRedirect(raw: string | null | undefined, siteOrigin?: string): string | null {
  if (typeof raw !== "string") return null;
  const value = raw.trim();
  if (!value || value.length > 512) return null;
  // Control characters and backslashes let browsers read a path as another host.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (keyword.test(value)) return value;

  if (value.startsWith("/")) {
    if (value.startsWith("//")) return null;
    return samePath(new URL(value, placeholderOrigin), placeholderOrigin);
  }
  if (!siteOrigin) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return samePath(url, new URL(siteOrigin).origin);
}

function samePath(url: URL, origin: string): string | null {
  if (!isOnOrigin(url, origin)) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? null : path;
}

/**
 * next-auth's `redirect` callback. Its default calls `new URL(url)` on the callbackUrl a client sent
 * (query, body or the next-auth.callback-url cookie) and answers 500 when that is not a URL
 * ("foo", ":", "%3A"). This one never throws and only ever returns an address on our own origin.
 */
export function ownOriginRedirect({ url, baseUrl }: { url: string; baseUrl: string }): string {
  try {
    const base = new URL(baseUrl);
    const target = new URL(url, base);
    if (isOnOrigin(target, base.origin)) return target.href;
  } catch {
    // Not a URL at all: home.
  }
  return baseUrl;
}

/** next-auth's own test (core/lib/assert.js): an http(s) URL, or a path on the site. */
function isValidCallbackUrl(value: string, base: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? base : undefined).protocol);
  } catch {
    return false;
  }
}

const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

/*
 * next-auth answers 500 ("server configuration") when a callbackUrl query parameter or its
 * callback-url cookie is not a URL, and the cookie stays, so every later session call of that browser
 * fails too. The auth route deletes a bad cookie before next-auth reads it, and hands over the
 * request's URL without a bad query parameter (next-auth then uses its default).
 */

/** The request's callback-url cookies that next-auth would refuse with a 500. */
export function badCallbackCookies(req: NextRequest): string[] {
  const base = req.nextUrl.origin;
  return CALLBACK_COOKIES.filter((name) => {
    const value = req.cookies.get(name)?.value;
    return value !== undefined && !isValidCallbackUrl(value, base);
  });
}

/** The request's URL without a callbackUrl query parameter that next-auth would refuse with a 500. */
export function urlWithoutBadCallbackUrl(req: NextRequest): string {
  const query = req.nextUrl.searchParams.get("callbackUrl");
  if (query === null || isValidCallbackUrl(query, req.nextUrl.origin)) return req.url;
  const url = new URL(req.url);
  url.searchParams.delete("callbackUrl");
  return url.href;
}
