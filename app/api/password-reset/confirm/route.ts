import { handler } from "@/lib/api/handler";
import { completePasswordReset } from "@/lib/auth/password-reset";
import { clientAddress } from "@/lib/limits/client-address";
import { clearLoginFailures } from "@/lib/limits/login";
import { errorResponse } from "@/lib/api/responses";
import { rememberDevice } from "@/lib/auth/device-trust";
import { messages } from "@/lib/messages";
import { newPasswordSchema } from "@/lib/validations/account";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const problems = {
  unknown: messages.resetPage.unknown,
  used: messages.resetPage.used,
  expired: messages.resetPage.expired,
  "no-account": messages.resetPage.noAccount,
} as const;

/**
 * Step 2: a valid mailed token and the new password; the only route that calls the upstream reset.
 * The owner proved the mailbox: the account's log-in failures are cleared and this browser is one the
 * account signed in on, so someone else's failures never lock it out (lib/limits/login.ts).
 */
export const POST = handler({
  rateLimit: "password-reset",
  body: newPasswordSchema,
  run: async ({ req, body }) => {
    const outcome = await completePasswordReset(body.token, body.new_password);
    if (!outcome.ok) return errorResponse(400, problems[outcome.problem], { problem: outcome.problem });
    await clearLoginFailures(outcome.email, clientAddress(req.headers));
    await rememberDevice(outcome.email);
    return { success: true, detail: messages.reset.success };
  },
});
