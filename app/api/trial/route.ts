import { accountsStore } from "@/lib/accounts/store";
import { handler, notAllowed } from "@/lib/api/handler";
import { recordTrialRequest } from "@/lib/trial/trial-requests";
import { getUpstream } from "@/lib/upstream";
import { trialSchema } from "@/lib/validations/trial";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * A free-trial request of a signed-in person; answers the upstream's `{ session: { code }, trial_user }`.
 * The request is kept for the person's dashboard (its pending trials).
 */
export const POST = handler({
  rateLimit: "trial",
  auth: "user",
  idempotent: true,
  body: trialSchema,
  run: async ({ body, user }) => {
    const result = await getUpstream().createTrialSession({
      name: body.name || null,
      email: body.email,
      current_trial_game_id: body.current_trial_game_id,
    });
    await recordTrialRequest(await accountsStore(), user.uid, body.current_trial_game_id).catch((error: unknown) =>
      console.error("[trial] the request was not kept for the dashboard:", error),
    );
    return result;
  },
});

export const GET = notAllowed(["POST"]);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
