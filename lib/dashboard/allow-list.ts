import "server-only";
import { games } from "@/content";

/** Every upstream id of the games content/ lists on the dashboard (listedOnDashboard). */
export function allowListFromContent(): ReadonlySet<string> {
  return new Set(games.filter((game) => game.listedOnDashboard).flatMap((game) => game.gameIds));
}
