import { handler, notAllowed } from "@/lib/api/handler";
import { getUpstream } from "@/lib/upstream";
import { trialSchema } from "@/lib/validations/trial";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** A free-trial request of a signed-in person; answers the upstream's `{ session: { code }, trial_user }`. */
export const POST = handler({
  rateLimit: "trial",
  auth: "user",
  body: trialSchema,
  run: async ({ body }) =>
    getUpstream().createTrialSession({
      name: body.name || null,
      email: body.email,
      current_trial_game_id: body.current_trial_game_id,
    }),
});

export const GET = notAllowed(["POST"]);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
