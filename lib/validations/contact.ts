import { z } from "./zod";
import { contactMessages } from "@/lib/messages/contact";
import { TEXT_LIMITS } from "./limits";
import { emailField, limitedText } from "./text";

export const contactKinds = ["demo", "collaboration"] as const;

export const contactSchema = z.object({
  name: limitedText(TEXT_LIMITS.name).min(1, contactMessages.nameRequired),
  email: emailField({ required: contactMessages.emailRequired, invalid: contactMessages.emailInvalid }),
  message: limitedText(TEXT_LIMITS.message).min(1, contactMessages.messageRequired),
  kind: z.enum(contactKinds).default("demo"),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
