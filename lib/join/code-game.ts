import { findJoinRoute } from "./route-code";

/** A game as far as session codes go: its prefix (null for the game that takes every other code). */
export interface JoinGame {
  prefix: string | null;
  title: string;
}

/**
 * Whether a code belongs to the game with `prefix`, by SPEC §9's rules: the other game it belongs to,
 * or null when it is this game's (or no game is known for it).
 */
export function otherGameOfCode(code: string, prefix: string | null, games: readonly JoinGame[]): JoinGame | null {
  const owner = findJoinRoute(code, games);
  return owner && owner.prefix !== prefix ? owner : null;
}
