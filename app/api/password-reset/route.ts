import { handler, notAllowed } from "@/lib/api/handler";
import { getUpstream } from "@/lib/upstream";
import { resetPasswordSchema } from "@/lib/validations/auth";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Student mode resets through /reset-password-user, facilitator mode through /reset-password-professor. */
export const POST = handler({
  rateLimit: "password-reset",
  body: resetPasswordSchema,
  run: async ({ body }) =>
    getUpstream().resetPassword(
      { email: body.email, new_password: body.new_password },
      body.mode === "facilitator" ? "professor" : "user",
    ),
});

export const GET = notAllowed(["POST"]);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
