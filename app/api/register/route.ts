import { log } from "@/lib/log";
import { sendVerificationLink } from "@/lib/auth/email-verification";
import { clientAddress } from "@/lib/limits/client-address";
import { handler } from "@/lib/api/handler";
import { rememberSignUpAddress } from "@/lib/limits/login";
import { writtenAnswer } from "@/lib/api/responses";
import { getUpstream } from "@/lib/upstream";
import { roleOfUserType, upstreamDisplayType } from "@/lib/roles";
import { signupRequestSchema } from "@/lib/validations/signup-request";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Creates the account (upstream register) and answers its public fields; the sign-up page then signs
 * in through next-auth, so the upstream token of this call is not kept.
 */
export const POST = handler({
  rateLimit: "register",
  idempotent: true,
  body: signupRequestSchema,
  run: async ({ body, req, write }) => {
    const written = await getUpstream().register(
      {
        name: body.name,
        // The address as typed: the upstream keys the account on its canonical form and mails this one.
        email: body.typedEmail,
        password: body.password,
        display_type: upstreamDisplayType[body.display_type],
      },
      write,
    );
    const { user } = written.value;
    const { uid, email, name, picture, type } = user;
    // Its owner's first log-in from a busy school address is not refused for others' failures.
    await rememberSignUpAddress(email, clientAddress(req.headers));
    // A retry answered from the upstream's first answer: the link went the first time.
    if (!user.email_verified && !written.replayed) {
      // The account exists either way; a mail that could not go out is sent again from the notice's "Resend link".
      await sendVerificationLink(email, roleOfUserType(type)).catch((error: unknown) =>
        log.error({ err: error }, "[register] the verification mail could not be sent"),
      );
    }
    return writtenAnswer(written, { user: { uid, email, name, picture, type } }, { status: 201 });
  },
});
