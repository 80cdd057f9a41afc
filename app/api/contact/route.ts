import { handler } from "@/lib/api/handler";
import { writtenAnswer } from "@/lib/api/responses";
import { getUpstream } from "@/lib/upstream";
import { contactSchema, type ContactValues } from "@/lib/validations/contact";
import { site } from "@/content";
import { requestReceivedMail } from "@/lib/mail/request-received-mail";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail/mailer";
import { takeRecipientBudget } from "@/lib/limits/recipient-budget";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * The demo request and the collaboration request (`kind`), passed to {contact-api}/contact/submit; the
 * requester gets a copy that it arrived.
 */
export const POST = handler({
  rateLimit: "contact",
  idempotent: true,
  body: contactSchema,
  run: async ({ body, write }) => {
    const written = await getUpstream().submitContact(upstreamRequest(body), write);
    // A retry answered from the upstream's first answer: the copy went the first time.
    if (!written.replayed) await confirmToRequester(body);
    return writtenAnswer(written, { success: true });
  },
});

/** The request as the upstream takes it: what it asks for only titles the requester's copy. */
function upstreamRequest({ name, email, message, kind, course, class_size }: ContactValues) {
  return { name, email, message, kind, course, class_size };
}

/** The requester's copy, within their inbox's budget; a mail that fails to go never fails the request. */
async function confirmToRequester(body: ContactValues): Promise<void> {
  if (!(await takeRecipientBudget("contact", body.email))) return;
  const asked = body.kind === "demo" && body.asks === "quote" ? "quote" : body.kind;
  const mail = requestReceivedMail({ to: body.email, name: body.name, asked, siteName: site.name, replyTo: site.email });
  await sendMail(mail).catch((error: unknown) => log.error({ err: error }, "[contact] the requester's copy was not sent"));
}
