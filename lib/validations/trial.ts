import { z } from "./zod";
import { uiMessages as messages } from "@/lib/ui-messages";
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
