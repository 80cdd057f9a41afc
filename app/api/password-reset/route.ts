import { handler } from "@/lib/api/handler";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { messages } from "@/lib/messages";
import { forgotPasswordSchema } from "@/lib/validations/account";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Step 1 of a reset: mails a one-time link. The body is the address and the log-in mode only; the
 * old one-step request (address + new password) is refused with 400. The answer never says whether
 * the address has an account: same words, status and time.
 */
export const POST = handler({
  rateLimit: "password-reset",
  idempotent: true,
  body: forgotPasswordSchema,
  run: async ({ body, costsNothing }) => {
    // Only a link to an account's own address spends the site-wide ceiling: an address without an
    // account mails nothing, and one the site cannot tell about spends a pool of its own.
    if ((await requestPasswordReset(body.email, body.mode)) !== "account") costsNothing();
    return { success: true, detail: messages.forgot.sent };
  },
});
