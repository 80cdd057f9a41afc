import type { NextRequest } from "next/server";

/*
 * Not where a callbackUrl may lead (./redirect.ts decides that), only whether next-auth can read it:
 * next-auth answers 500 ("server configuration") when a callbackUrl query parameter or its callback-url
 * cookie is not a URL, and the cookie stays, so every later session call of that browser fails too. The
 * auth route deletes a bad cookie before next-auth reads it, and hands over the request's URL without a
 * bad query parameter (next-auth then uses its default).
 */

const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

/** next-auth's own test (core/lib/assert.js): an http(s) URL, or a path on the site. */
function isValidCallbackUrl(value: string, base: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? base : undefined).protocol);
  } catch {
    return false;
  }
}

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
