import "server-only";
import { getUpstream } from "@/lib/upstream";
import { filterAccessibleGames } from "./accessible-games";
import { allowListFromContent } from "./allow-list";
import { licencesOnly } from "./licences-only";

/** The facilitator's accessible games as the dashboard lists them, for the page and the route. */
export async function loadAccessibleGames(accessToken: string, uid: string, today = new Date()) {
  const records = await getUpstream().getSimulationsAccess(accessToken, uid);
  return filterAccessibleGames(licencesOnly(records), today, allowListFromContent());
}
