import { z } from "./zod";
import { joinMessages } from "@/lib/messages/join";
import { limitedText, TEXT_LIMITS } from "./text";

export const joinCodeSchema = z.object({
  code: limitedText(TEXT_LIMITS.code).min(1, joinMessages.empty),
});
export type JoinCodeValues = z.output<typeof joinCodeSchema>;
