import { TEXT_LIMITS } from "@/upstream-contract/limits";
import { limitedText } from "./text";
import { z } from "./zod";

export const setCurrentGameSchema = z.object({
  game_id: limitedText(TEXT_LIMITS.id).min(1),
});
