import "server-only";
import { games, type Game } from "@/content";
import { joinCodeSchema } from "@/lib/validations/join";
import { findJoinRoute, normalizeJoinCode } from "./route-code";

export interface JoinTarget {
  /** The code as the game's site receives it (trimmed, upper case). */
  code: string;
  game: Game;
  /** True when no prefix matched and the code goes to the fallback game's lobby (SPEC §9). */
  isFallback: boolean;
}

/** The game a session code belongs to, by the prefix rules of SPEC §9; null for a code the join form refuses. */
export function joinTargetOf(rawCode: string): JoinTarget | null {
  const parsed = joinCodeSchema.safeParse({ code: rawCode });
  if (!parsed.success) return null;
  const code = normalizeJoinCode(parsed.data.code);
  const entry = findJoinRoute(code, games.map((game) => ({ prefix: game.join.prefix, game })));
  if (!entry) return null;
  return { code, game: entry.game, isFallback: entry.prefix === null };
}
