import "server-only";
import { log } from "@/lib/log";
import { games } from "@/content";
import type { SessionUserWithToken } from "@/lib/auth/signed-in";
import { loadAccessibleGames } from "@/lib/dashboard/load-accessible-games";
import { trialReturnPath } from "@/lib/trial/trial-query";

/**
 * Where an instructor lands once signed in from a course link: the game's page (with its documents)
 * when their account holds access to it, else the free-trial request for that game. Without a game,
 * or for anyone but a facilitator, the dashboard or home.
 */
export async function instructorLanding(user: SessionUserWithToken | null, slug: string | null): Promise<string> {
  if (!user || user.role !== "facilitator") return "/";
  const game = games.find((candidate) => candidate.slug === slug);
  if (!game) return "/games-overview";
  try {
    const records = await loadAccessibleGames(user.accessToken, user.uid);
    if (records.some((record) => game.gameIds.includes(record.game_id))) return `/${game.slug}`;
  } catch (error) {
    log.warn(
      { err: error instanceof Error ? error.message : error },
      "[lti] landing: could not read the facilitator's access; offering the trial",
    );
  }
  return trialReturnPath(game.gameIds[0]);
}
