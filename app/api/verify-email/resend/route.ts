import { handler } from "@/lib/api/handler";
import { sendVerificationLink } from "@/lib/auth/email-verification";
import { messages } from "@/lib/messages";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The notice's "Resend link": a new verification link to the signed-in person's own address. */
export const POST = handler({
  rateLimit: "register",
  auth: "user",
  run: async ({ user }) => {
    await sendVerificationLink(user.email, user.role, { resent: true });
    return { success: true, detail: messages.verify.resent };
  },
});
