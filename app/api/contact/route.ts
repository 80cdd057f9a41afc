import { handler, notAllowed } from "@/lib/api/handler";
import { getUpstream } from "@/lib/upstream";
import { contactSchema } from "@/lib/validations/contact";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The demo request and the collaboration request (`kind`), passed to {contact-api}/contact/submit. */
export const POST = handler({
  rateLimit: "contact",
  idempotent: true,
  body: contactSchema,
  run: async ({ body, idempotencyKey }) => {
    await getUpstream().submitContact(body, { idempotencyKey });
    return { success: true };
  },
});

export const GET = notAllowed(["POST"]);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
