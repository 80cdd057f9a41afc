/** One row of the join table: a game's session-code prefix (null for the fallback game) and its site. */
export interface JoinRoute {
  prefix: string | null;
  siteUrl: string;
  /** Whether the signed-in user's e-mail, picture and name go along (SPEC §9: not for DS and OP). */
  addUserInfo: boolean;
}

export interface JoinUser {
  email?: string | null;
  name?: string | null;
  picture?: string | null;
}

export class JoinCodeError extends Error {}

/** Trims and upper-cases a typed code, so ' p5-ab12 ' and 'P5-AB12' are the same session. */
export function normalizeJoinCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Picks the route whose prefix starts the code (longest prefix first), else the fallback route. */
export function findJoinRoute<R extends Pick<JoinRoute, "prefix">>(code: string, routes: readonly R[]): R | undefined {
  const normalized = normalizeJoinCode(code);
  const prefixed = routes
    .filter((route): route is R & { prefix: string } => Boolean(route.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  return (
    prefixed.find((route) => normalized.startsWith(route.prefix.toUpperCase())) ??
    routes.find((route) => route.prefix === null)
  );
}

/**
 * The address of the game's own site for a session code (SPEC §7 Join, §9 prefixes): the code as
 * `code`, plus the user's `email`, `name` and `picture` where the game takes them.
 * Throws JoinCodeError on an empty code or when no route (not even the fallback) fits.
 */
export function routeJoinCode(code: string, routes: readonly JoinRoute[], user?: JoinUser | null): string {
  const normalized = normalizeJoinCode(code);
  if (!normalized) throw new JoinCodeError("empty code");
  const route = findJoinRoute(normalized, routes);
  if (!route) throw new JoinCodeError(`no game takes the code ${normalized}`);

  let url: URL;
  try {
    url = new URL(route.siteUrl);
  } catch {
    throw new JoinCodeError(`invalid site address ${route.siteUrl}`);
  }
  url.searchParams.set("code", normalized);
  if (route.addUserInfo && user) {
    if (user.email) url.searchParams.set("email", user.email);
    if (user.name) url.searchParams.set("name", user.name);
    if (user.picture) url.searchParams.set("picture", user.picture);
  }
  return url.toString();
}

/** The table the join form needs, from the games of content (plain data, safe to pass to the client). */
export function joinRoutesOf(games: readonly { join: JoinRoute }[]): JoinRoute[] {
  return games.map(({ join }) => ({ prefix: join.prefix, siteUrl: join.siteUrl, addUserInfo: join.addUserInfo }));
}
