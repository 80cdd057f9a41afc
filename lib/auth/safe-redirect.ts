/** A keyword the home page understands (e.g. `free-trial`), not a path. */
const keyword = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const placeholderOrigin = "http://same-site.invalid";

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
  if (url.origin !== origin) return null;
  if (url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? null : path;
}

/**
 * Where a successful log-in or sign-up goes: `/` with the redirect keyword kept
 * (`/?redirect=free-trial`), straight to a same-site path, or `/` when the value is refused.
 */
export function postAuthDestination(raw: string | null | undefined, siteOrigin?: string): string {
  const target = safeRedirect(raw, siteOrigin);
  if (!target) return "/";
  if (target.startsWith("/")) return target;
  return `/?${new URLSearchParams({ redirect: target })}`;
}
