import { routeMethods, routeOf, type RouteMethod } from "@/lib/routes/route-of";

/**
 * The methods each /api route serves, read from the list of the site's routes (lib/routes/app-routes.ts,
 * made from each route module's exports by `npm run routes`). Next hands a route handler only the seven
 * methods of `routeMethods` and answers any other with an empty 400 before our code runs, so proxy.ts
 * answers every method in JSON from this: 405 with Allow for one the route does not serve, and OPTIONS
 * with the route's own Allow.
 */

/** The catch-all that answers a JSON 404 to every method on an /api path no route serves: no route of its own. */
const notFoundRoute = "/api/[...path]";

/** The methods `pathname` serves (HEAD with GET, and OPTIONS, added), or null when no route serves it. */
export function methodsOf(pathname: string): RouteMethod[] | null {
  const route = routeOf(pathname);
  if (route?.kind !== "route" || route.pattern === notFoundRoute) return null;
  const served = route.methods;
  return routeMethods.filter((method) => served.includes(method) || method === "OPTIONS" || (method === "HEAD" && served.includes("GET")));
}
