import { z } from "./zod";
import { uiMessages as messages } from "@/lib/ui-messages";
import { emailField, limitedText, TEXT_LIMITS } from "./text";
import { displayTypeSchema } from "./roles";

export const trialSchema = z.object({
  email: emailField({ required: messages.trial.emailRequired, invalid: messages.trial.emailInvalid }),
  name: limitedText(TEXT_LIMITS.name).optional().default(""),
  role: displayTypeSchema.default("Student"),
  current_trial_game_id: limitedText(TEXT_LIMITS.id).min(1, messages.trial.gameRequired),
});
export type TrialInput = z.input<typeof trialSchema>;
export type TrialValues = z.output<typeof trialSchema>;
