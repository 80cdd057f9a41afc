import { z } from "./zod";
import { uiMessages as messages } from "@/lib/ui-messages";
import { emailField, limitedText, TEXT_LIMITS } from "./text";

export const contactKinds = ["demo", "collaboration"] as const;

export const contactSchema = z.object({
  name: limitedText(TEXT_LIMITS.name).min(1, messages.contact.nameRequired),
  email: emailField({ required: messages.contact.emailRequired, invalid: messages.contact.emailInvalid }),
  message: limitedText(TEXT_LIMITS.message).min(1, messages.contact.messageRequired),
  kind: z.enum(contactKinds).default("demo"),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
