import { z } from "./zod";
import { messages } from "@/lib/messages";
import { emailPattern } from "./email";
import { displayTypeSchema } from "./roles";

export const trialSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: messages.trial.emailRequired, abort: true })
    .regex(emailPattern, messages.trial.emailInvalid),
  name: z.string().trim().max(120).optional().default(""),
  role: displayTypeSchema.default("Student"),
  current_trial_game_id: z.string().trim().min(1, messages.trial.gameRequired).max(64),
});
export type TrialInput = z.input<typeof trialSchema>;
export type TrialValues = z.output<typeof trialSchema>;

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

export const joinCodeSchema = z.object({
  code: z.string().trim().min(1, messages.join.empty).max(64),
});
export type JoinCodeValues = z.output<typeof joinCodeSchema>;

export const setCurrentGameSchema = z.object({
  game_id: z.string().trim().min(1).max(64),
});
export type SetCurrentGameValues = z.output<typeof setCurrentGameSchema>;
