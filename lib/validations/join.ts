import { z } from "./zod";
import { joinMessages } from "@/lib/messages/join";
import { TEXT_LIMITS } from "@/upstream-contract/limits";
import { limitedText } from "./text";

export const joinCodeSchema = z.object({
  code: limitedText(TEXT_LIMITS.code).min(1, joinMessages.empty),
});
