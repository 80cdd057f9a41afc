import { z } from "./zod";
import { uiMessages as messages } from "@/lib/ui-messages";
import { emailPattern } from "./email";

export const contactKinds = ["demo", "collaboration"] as const;

export const contactSchema = z.object({
  name: z.string().trim().min(1, messages.contact.nameRequired).max(200),
  email: z
    .string()
    .trim()
    .min(1, { error: messages.contact.emailRequired, abort: true })
    .regex(emailPattern, messages.contact.emailInvalid)
    .max(320),
  message: z.string().trim().min(1, messages.contact.messageRequired).max(5000),
  kind: z.enum(contactKinds).default("demo"),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
