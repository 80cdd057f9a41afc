import { z } from "./zod";
import { uiMessages as messages } from "@/lib/ui-messages";
import { limitedText, TEXT_LIMITS } from "./text";

export const joinCodeSchema = z.object({
  code: limitedText(TEXT_LIMITS.code).min(1, messages.join.empty),
});
export type JoinCodeValues = z.output<typeof joinCodeSchema>;
