import { routeOf } from "@/lib/routes/route-of";

/**
 * The route a path is served by, as Next names it (`/[slug]`, `/api/documents/[slug]/[kind]`), from the list
 * of the site's routes (lib/routes/app-routes.ts): a bounded set of labels, whatever paths a scan sends.
 * What no route serves is `/_next/static`, `/_next/image`, `/_next` or "unmatched".
 */
export function routeLabel(pathname: string): string {
  if (pathname.startsWith("/_next/static/")) return "/_next/static";
  if (pathname.startsWith("/_next/")) return pathname === "/_next/image" ? "/_next/image" : "/_next";
  return routeOf(pathname)?.pattern ?? "unmatched";
}
