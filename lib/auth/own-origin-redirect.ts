/**
 * next-auth's `redirect` callback. Its default calls `new URL(url)` on the callbackUrl a client sent
 * (query, body or the next-auth.callback-url cookie) and answers 500 when that is not a URL
 * ("foo", ":", "%3A"). This one never throws and only ever returns an address on our own origin.
 */
export function ownOriginRedirect({ url, baseUrl }: { url: string; baseUrl: string }): string {
  try {
    const base = new URL(baseUrl);
    const target = new URL(url, base);
    if (target.origin === base.origin && !target.username && !target.password) return target.href;
  } catch {
    // Not a URL at all: home.
  }
  return baseUrl;
}
