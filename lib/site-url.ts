/**
 * The public address of the site, used for canonical URLs, the sitemap and structured data.
 * Read at build time (static pages bake it in), so it is the one public setting outside lib/env.ts.
 */
export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000").replace(/\/+$/, "");

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}
