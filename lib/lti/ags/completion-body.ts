import { z } from "zod";
import { SECRET_HANDLE_PATTERN } from "@/lib/store/secret-handles";

/** A game host's report that a learner completed the game: the participation it got in the join address, and the session's code. */
export const completionBodySchema = z
  .object({
    participation: z.string().max(64).regex(SECRET_HANDLE_PATTERN),
    code: z.string().max(64).trim().toUpperCase().optional(),
  })
  .strict();
