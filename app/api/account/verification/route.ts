import { handler } from "@/lib/api/handler";
import { isEmailVerified } from "@/lib/auth/email-verification";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Whether the signed-in person's e-mail is verified (the notice asks; 401 for visitors). */
export const GET = handler({
  auth: "user",
  run: async ({ user }) => ({ email_verified: await isEmailVerified(user.email) }),
});
