import { handler, notAllowed } from "@/lib/api/handler";
import { filterAccessibleGames } from "@/lib/dashboard/accessible-games";
import { allowListFromContent } from "@/lib/dashboard/allow-list";
import { getUpstream } from "@/lib/upstream";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The signed-in facilitator's accessible games, filtered here (SPEC §5): `{ data: [...] }`. */
export const GET = handler({
  auth: "instructor",
  run: async ({ user }) => {
    const records = await getUpstream().getSimulationsAccess(user.accessToken, user.uid);
    return { data: filterAccessibleGames(records, new Date(), allowListFromContent()) };
  },
});

export const POST = notAllowed(["GET"]);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
