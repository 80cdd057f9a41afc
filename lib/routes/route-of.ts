import { appRoutes } from "./app-routes";

/** The methods Next hands a route handler; it answers any other with an empty 400 before our code runs. */
export const routeMethods = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteMethod = (typeof routeMethods)[number];

export type AppRoute =
  | { readonly pattern: string; readonly kind: "page" }
  | { readonly pattern: string; readonly kind: "route"; readonly methods: readonly RouteMethod[] };

const routes: readonly AppRoute[] = appRoutes;
const isDynamic = (route: AppRoute) => route.pattern.includes("[");

// Made once: this runs on every request the server takes.
const statics = new Map(routes.filter((route) => !isDynamic(route)).map((route) => [route.pattern, route]));
const dynamics = routes
  .filter(isDynamic)
  .sort((a, b) => precedence(a.pattern, b.pattern))
  .map((route) => ({ route, regex: regexOf(route.pattern) }));

/**
 * The route that serves `pathname` (trailing slashes aside), or null when none does. Where several could,
 * the one Next picks: segment by segment, a fixed name before `[x]` before `[...x]`.
 */
export function routeOf(pathname: string): AppRoute | null {
  const trimmed = pathname.replace(/\/+$/, "") || "/";
  const exact = statics.get(trimmed);
  if (exact) return exact;
  for (const { route, regex } of dynamics) if (regex.test(trimmed)) return route;
  return null;
}

function rank(segment: string | undefined): number {
  if (segment === undefined) return -1;
  return segment.startsWith("[[...") ? 3 : segment.startsWith("[...") ? 2 : segment.startsWith("[") ? 1 : 0;
}

function precedence(a: string, b: string): number {
  const left = a.split("/");
  const right = b.split("/");
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const order = rank(left[i]) - rank(right[i]);
    if (order !== 0) return order;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `[x]` is one segment (an empty one too, between two slashes), `[...x]` one or more, `[[...x]]` none or more. */
function regexOf(pattern: string): RegExp {
  const parts = pattern
    .split("/")
    .slice(1)
    .map((segment) => {
      if (segment.startsWith("[[...")) return "(?:/.*)?";
      if (segment.startsWith("[...")) return "/.+";
      if (segment.startsWith("[")) return "/[^/]*";
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    });
  return new RegExp(`^${parts.join("")}$`);
}
