import { handler } from "@/lib/api/handler";
import { getUpstream } from "@/lib/upstream";
import { setCurrentGameSchema } from "@/lib/validations/dashboard";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Tells the upstream which game the facilitator opened. */
export const PUT = handler({
  auth: "facilitator",
  body: setCurrentGameSchema,
  run: async ({ user, body }) => {
    await getUpstream().setCurrentGame(user.accessToken, user.uid, body.game_id);
    return { success: true };
  },
});
