import { z } from "zod";
import { ltiMessages } from "@/lib/messages/lti";
import { SECRET_HANDLE_PATTERN } from "@/lib/store/secret-handles";
import { TEXT_LIMITS } from "@/upstream-contract/limits";
import { limitedText } from "@/lib/validations/text";
import { SESSION_CODE_PATTERN } from "./session-code";

/** The picker's form: which deep-linking request it answers, the game, and the class's session code. */
export const deepLinkChoiceSchema = z.object({
  request: z.string().max(TEXT_LIMITS.id).regex(SECRET_HANDLE_PATTERN),
  game: z
    .string()
    .max(TEXT_LIMITS.id, ltiMessages.pickerChooseGame)
    .regex(/^[a-z0-9-]+$/, ltiMessages.pickerChooseGame),
  code: limitedText(TEXT_LIMITS.code, ltiMessages.pickerCodeInvalid).regex(SESSION_CODE_PATTERN, ltiMessages.pickerCodeInvalid).default(""),
});
