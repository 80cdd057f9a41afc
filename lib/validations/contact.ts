import { z } from "./zod";
import { contactMessages } from "@/lib/messages/contact";
import { TEXT_LIMITS } from "@/upstream-contract/limits";
import { contactKinds } from "@/upstream-contract/types";
import { emailField, limitedText } from "./text";

export const contactSchema = z.object({
  name: limitedText(TEXT_LIMITS.name).min(1, contactMessages.nameRequired),
  email: emailField({ required: contactMessages.emailRequired, invalid: contactMessages.emailInvalid }),
  message: limitedText(TEXT_LIMITS.message).min(1, contactMessages.messageRequired),
  kind: z.enum(contactKinds).default("demo"),
  /** What a demo-kind request asks for: a demo, or a quote to buy (Buy Now). Only the requester's copy reads it. */
  asks: z.enum(["demo", "quote"]).default("demo"),
  /** A demo request's course and class size (both may stay empty; the collaboration form has neither). */
  course: limitedText(TEXT_LIMITS.name).default(""),
  class_size: limitedText(TEXT_LIMITS.classSize, contactMessages.classSizeInvalid)
    .regex(/^\d*$/, contactMessages.classSizeInvalid)
    .default("")
    .transform((value) => (value === "" ? null : Number(value)))
    .refine((value) => value === null || value > 0, contactMessages.classSizeInvalid),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
