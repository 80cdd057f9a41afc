import { z } from "./zod";
import { trialMessages } from "@/lib/messages/trial";
import { TEXT_LIMITS } from "@/upstream-contract/limits";
import { limitedText } from "./text";

/** A signed-in person's free-trial request: only the game; the address and name are the account's. */
export const trialSchema = z.object({
  current_trial_game_id: limitedText(TEXT_LIMITS.id).min(1, trialMessages.gameRequired),
});
export type TrialInput = z.input<typeof trialSchema>;
export type TrialValues = z.output<typeof trialSchema>;
