import { readFileSync } from "node:fs";
import path from "node:path";

interface ManifestRoute {
  page: string;
  regex: string;
}

interface Matcher {
  page: string;
  regex: RegExp;
}

/**
 * The route a path is served by, as the build names it (`/[slug]`, `/api/documents/[slug]/[kind]`), read
 * from the build's routes-manifest.json: a bounded set of labels, whatever paths a scan sends. What no
 * route serves is `/_next/static`, `/_next/…` or "unmatched".
 */
export function routePatterns(distDir: string): (pathname: string) => string {
  let statics = new Map<string, string>();
  let dynamics: Matcher[] = [];
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, "routes-manifest.json"), "utf8")) as {
      staticRoutes?: ManifestRoute[];
      dynamicRoutes?: ManifestRoute[];
    };
    statics = new Map((manifest.staticRoutes ?? []).map((route) => [route.page, route.page]));
    dynamics = (manifest.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  } catch {
    // No build to read (next dev, a test): every path is "unmatched" until there is one.
  }
  return (pathname) => {
    if (pathname.startsWith("/_next/static/")) return "/_next/static";
    if (pathname.startsWith("/_next/")) return pathname === "/_next/image" ? "/_next/image" : "/_next";
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    const exact = statics.get(trimmed);
    if (exact) return exact;
    for (const route of dynamics) if (route.regex.test(pathname)) return route.page;
    return "unmatched";
  };
}
