import { readCode } from "@/upstream-contract/code-rules";

/** A game as far as session codes go: its prefix (null for the Fruit Beer Game, whose codes start FB-) and title. */
export interface JoinGame {
  prefix: string | null;
  title: string;
}

export type CodeCheck = { ok: true; code: string } | { ok: false; other: JoinGame | null };

/**
 * Whether a code can be a session of the game with `prefix` (Share a session): the code as that game
 * writes it, or the other game it belongs to (null: no game's, e.g. "abc").
 */
export function checkCodeOfGame(code: string, prefix: string | null, games: readonly JoinGame[]): CodeCheck {
  const reading = readCode(code, games);
  if (reading.game && reading.game.prefix === prefix) return { ok: true, code: reading.code };
  return { ok: false, other: reading.game };
}
