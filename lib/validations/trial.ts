import { z } from "./zod";
import { trialMessages } from "@/lib/messages/trial";
import { TEXT_LIMITS } from "@/upstream-contract/limits";
import { emailField, limitedText } from "./text";
import { displayTypeSchema } from "./roles";

export const trialSchema = z.object({
  email: emailField({ required: trialMessages.emailRequired, invalid: trialMessages.emailInvalid }),
  name: limitedText(TEXT_LIMITS.name).optional().default(""),
  role: displayTypeSchema.default("student"),
  current_trial_game_id: limitedText(TEXT_LIMITS.id).min(1, trialMessages.gameRequired),
});
export type TrialInput = z.input<typeof trialSchema>;
export type TrialValues = z.output<typeof trialSchema>;
