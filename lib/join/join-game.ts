import "server-only";
import { games, type Game } from "@/content";
import { joinCodeSchema } from "@/lib/validations/join";
import { readCode } from "@/upstream-contract/code-rules";

export interface JoinTarget {
  /** The code as the game's site receives it (code-rules.ts: no spaces, upper case, its dash). */
  code: string;
  /** The game whose prefix starts the code; null when none does (the page then lists the formats). */
  game: Game | null;
}

/** The game a session code belongs to (code-rules.ts); null for a code the join form refuses. */
export function joinTargetOf(rawCode: string): JoinTarget | null {
  const parsed = joinCodeSchema.safeParse({ code: rawCode });
  if (!parsed.success) return null;
  const reading = readCode(
    parsed.data.code,
    games.map((game) => ({ prefix: game.join.prefix, game })),
  );
  if (!reading.code) return null;
  return { code: reading.code, game: reading.game?.game ?? null };
}
