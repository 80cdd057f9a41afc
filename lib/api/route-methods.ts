/**
 * The methods each /api route serves, in one table. Next hands a route handler only the seven
 * methods below and answers any other with an empty 400 before our code runs, so proxy.ts reads this
 * table to answer every method in JSON: 405 with Allow for one the route does not serve, and OPTIONS
 * with the route's own Allow (Next's automatic OPTIONS lists every method a module exports, our 405
 * handlers included). app/api/route-methods.test.ts checks the table against the route files.
 */
export const standardMethods = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"] as const;
export type StandardMethod = (typeof standardMethods)[number];
type Served = Exclude<StandardMethod, "HEAD" | "OPTIONS">;

/** Route paths as their folders under app/ name them; `[x]` is one segment, `[...x]` one or more. */
export const apiRouteMethods: Readonly<Record<string, readonly Served[]>> = {
  "/api/account/verification": ["GET"],
  "/api/auth/[...nextauth]": ["GET", "POST"],
  "/api/contact": ["POST"],
  "/api/dashboard/current-game": ["PUT"],
  "/api/dashboard/games": ["GET"],
  "/api/documents/[slug]": ["GET"],
  "/api/documents/[slug]/[kind]": ["GET"],
  "/api/health": ["GET"],
  "/api/health/ready": ["GET"],
  "/api/lti/config/canvas.json": ["GET"],
  "/api/lti/deep-linking": ["POST"],
  "/api/lti/jwks": ["GET"],
  "/api/lti/landing": ["GET"],
  "/api/lti/launch": ["POST"],
  "/api/lti/login": ["GET", "POST"],
  "/api/lti/register/[invite]": ["GET", "POST"],
  "/api/me": ["GET", "PUT"],
  "/api/metrics": ["GET"],
  "/api/password-reset": ["POST"],
  "/api/password-reset/confirm": ["POST"],
  "/api/register": ["POST"],
  "/api/simulations": ["GET"],
  "/api/trial": ["POST"],
  "/api/verify-email/resend": ["POST"],
};

function matches(route: string, pathname: string): boolean {
  const want = route.split("/");
  const have = pathname.replace(/\/+$/, "").split("/");
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part.startsWith("[...")) return have.length > i;
    if (have[i] === undefined || (!part.startsWith("[") && part !== have[i])) return false;
  }
  return have.length === want.length;
}

/** The methods `pathname` serves (HEAD with GET, and OPTIONS, added), or null when no route serves it. */
export function methodsOf(pathname: string): StandardMethod[] | null {
  const route = Object.keys(apiRouteMethods).find((path) => matches(path, pathname));
  if (!route) return null;
  const served = apiRouteMethods[route]!;
  return standardMethods.filter(
    (method) => served.includes(method as Served) || method === "OPTIONS" || (method === "HEAD" && served.includes("GET")),
  );
}
