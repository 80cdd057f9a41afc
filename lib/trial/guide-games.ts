import "server-only";
import { games } from "@/content";

/** The game ids (every id a game answers to) whose game has a guide, which a trial opens. */
export function guideGameIds(): string[] {
  return games.filter((game) => game.resources.gameGuide !== null).flatMap((game) => game.gameIds);
}

/** Whether the game answering to `gameId` has a guide; undefined for an id no game answers to. */
export function gameHasGuide(gameId: string): boolean | undefined {
  const game = games.find((candidate) => candidate.gameIds.includes(gameId));
  return game ? game.resources.gameGuide !== null : undefined;
}
