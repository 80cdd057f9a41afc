import { handler } from "@/lib/api/handler";
import { loadAccessibleGames } from "@/lib/dashboard/load-accessible-games";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The signed-in facilitator's accessible games, filtered here: `{ data: [...] }`. */
export const GET = handler({
  auth: "facilitator",
  run: async ({ user }) => ({ data: await loadAccessibleGames(user.accessToken, user.uid) }),
});
