import "server-only";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";

/** next-auth's own test (core/lib/assert.js): an http(s) URL, or a path on the site. */
function isValidCallbackUrl(value: string, base: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? base : undefined).protocol);
  } catch {
    return false;
  }
}

const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

/**
 * next-auth answers 500 ("server configuration") when a callbackUrl query parameter or its
 * callback-url cookie is not a URL, and the cookie stays, so every later session call of that browser
 * fails too. Here a bad cookie is deleted before next-auth reads it, and the URL to hand over is the
 * request's without a bad query parameter (next-auth then uses its default).
 */
export async function urlWithoutBadCallbackUrl(req: NextRequest): Promise<string> {
  const base = req.nextUrl.origin;
  for (const name of CALLBACK_COOKIES) {
    const value = req.cookies.get(name)?.value;
    if (value !== undefined && !isValidCallbackUrl(value, base)) (await cookies()).delete(name);
  }
  const query = req.nextUrl.searchParams.get("callbackUrl");
  if (query === null || isValidCallbackUrl(query, base)) return req.url;
  const url = new URL(req.url);
  url.searchParams.delete("callbackUrl");
  return url.href;
}
