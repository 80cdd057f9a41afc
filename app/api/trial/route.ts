import { log } from "@/lib/log";
import { storeDb } from "@/lib/store";
import { handler, tooManyRequests } from "@/lib/api/handler";
import { greetingName } from "@/lib/mail/greeting-name";
import { giveBackRecipientBudget, takeRecipientBudget } from "@/lib/limits/recipient-budget";
import { isEmailVerified } from "@/lib/auth/email-verification";
import { errorResponse, writtenAnswer } from "@/lib/api/responses";
import type { TrialSessionResponse, Written } from "@/upstream-contract/types";
import { messages } from "@/lib/messages";
import { recordTrialSession, trialSessionsOf } from "@/lib/trial/trial-requests";
import { getUpstream } from "@/lib/upstream";
import { trialSchema } from "@/lib/validations/trial";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * A free-trial request of a signed-in person; answers the upstream's `{ session: { code }, trial_user }`.
 * The session code is kept for the person's dashboard and the game's page (their class session).
 * The mail goes to the account's own address and name (the body names only the game), within its
 * inbox's budget, the name only when it has a name's shape; and only once the address is proved,
 * whatever the account's kind (docs/decisions/trial-mail-only-to-a-proved-address.md).
 */
export const POST = handler({
  rateLimit: "trial",
  auth: "user",
  idempotent: true,
  body: trialSchema,
  run: async ({ body, user, write }) => {
    // Anyone may sign up, as either kind, with someone else's address; the upstream mails the trial
    // as it makes it, so only a proved address gets one.
    if (!(await isEmailVerified(user.email))) return errorResponse(403, messages.trial.verifyFirst);
    // The upstream mails as it writes, so the inbox's budget is taken first; a refused or failed call,
    // or a retry answered from the first answer (mailed then), sent no mail and gives it back.
    if (!(await takeRecipientBudget("trial", user.email))) return tooManyRequests(60 * 60);
    let written: Written<TrialSessionResponse> | undefined;
    try {
      written = await getUpstream().createTrialSession(
        { name: greetingName(user.name), email: user.email, current_trial_game_id: body.current_trial_game_id },
        write,
      );
    } finally {
      if (!written || written.replayed) await giveBackRecipientBudget("trial", user.email);
    }
    const session = { gameId: body.current_trial_game_id, code: written.value.session?.code || null };
    // Kept for the dashboard; on a replay only if the first try's instance died before keeping it.
    await keepForDashboard(user.uid, session, written.replayed).catch((error: unknown) =>
      log.error({ err: error }, "[trial] the request was not kept for the dashboard"),
    );
    return writtenAnswer(written);
  },
});

async function keepForDashboard(uid: string, session: { gameId: string; code: string | null }, replayed = false): Promise<void> {
  const db = await storeDb();
  if (replayed && (await trialSessionsOf(db, uid, session.gameId))[0]?.code === session.code) return;
  await recordTrialSession(db, uid, session);
}
