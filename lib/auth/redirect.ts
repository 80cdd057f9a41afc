/** A keyword the home page understands (e.g. `free-trial`), not a path. */
const keyword = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const placeholderOrigin = "http://same-site.invalid";

/** An address on `origin` that carries no user name or password. */
function isOnOrigin(url: URL, origin: string): boolean {
  return url.origin === origin && !url.username && !url.password;
}

/**
 * The one check of where a `redirect` or `callbackUrl` value may lead: the value when it names our own
 * site, else null. A same-site path (`/games-overview?x=1`), an absolute address on `siteOrigin`
 * reduced to its path, or a keyword such as `free-trial`. Protocol-relative (`//host`), backslash
 * (`/\host`) and other origins are refused.
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
 * next-auth's `redirect` callback, on the same rule: the callbackUrl a client sent (query, body or the
 * next-auth.callback-url cookie) is followed only to a path of our own origin, else home. Its default
 * calls `new URL(url)` and answers 500 when that is not a URL ("foo", ":", "%3A"); this one never throws.
 */
export function ownOriginRedirect({ url, baseUrl }: { url: string; baseUrl: string }): string {
  try {
    const path = safeRedirect(url, baseUrl);
    if (path?.startsWith("/")) return new URL(path, baseUrl).href;
  } catch {
    // A base that is not a URL: home as given.
  }
  return baseUrl;
}
