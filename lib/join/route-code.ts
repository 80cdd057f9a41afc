import { readAddress, writeAddress, type GameAddress } from "./address";
import { readCode } from "@/upstream-contract/code-rules";

/** One row of the join table: a game's session-code prefix (null for the Fruit Beer Game: FB-) and its site. */
export interface JoinRoute {
  prefix: string | null;
  /** The game's name, for words about its codes. */
  title: string;
  siteUrl: string;
  /** Whether the signed-in user's e-mail, picture and name go along (not for DS and OP). */
  addUserInfo: boolean;
}

export interface JoinUser {
  email?: string | null;
  name?: string | null;
  picture?: string | null;
}

export class JoinCodeError extends Error {}

/** The route of the game whose prefix starts the code (code-rules.ts); undefined when no game's does. */
export function findJoinRoute<R extends Pick<JoinRoute, "prefix">>(code: string, routes: readonly R[]): R | undefined {
  return readCode(code, routes).game ?? undefined;
}

/**
 * The address of the game's own site for a session code: the code as
 * `code`, plus the user's `email`, `name` and `picture` where the game takes them.
 * Throws JoinCodeError on an empty code or a code no game's prefix starts.
 */
export function routeJoinCode(code: string, routes: readonly JoinRoute[], user?: JoinUser | null): string {
  const reading = readCode(code, routes);
  if (!reading.code) throw new JoinCodeError("empty code");
  const route = reading.game;
  if (!route) throw new JoinCodeError(`no game takes the code ${reading.code}`);
  let address: GameAddress;
  try {
    address = readAddress(route.siteUrl);
  } catch {
    throw new JoinCodeError(`invalid site address ${route.siteUrl}`);
  }
  const { url } = address;
  url.searchParams.set("code", reading.code);
  if (route.addUserInfo && user) {
    if (user.email) url.searchParams.set("email", user.email);
    if (user.name) url.searchParams.set("name", user.name);
    if (user.picture) url.searchParams.set("picture", user.picture);
  }
  return writeAddress(address);
}

/** The table the join form needs, from the games of content (plain data, safe to pass to the client). */
export function joinRoutesOf(games: readonly { title: string; join: Omit<JoinRoute, "title"> }[]): JoinRoute[] {
  return games.map(({ title, join }) => ({ prefix: join.prefix, title, siteUrl: join.siteUrl, addUserInfo: join.addUserInfo }));
}
