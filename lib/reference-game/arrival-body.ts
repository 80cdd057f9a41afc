import { limitedText } from "@/lib/validations/text";
import { z } from "@/lib/validations/zod";
import { TEXT_LIMITS } from "@/upstream-contract/limits";
import { lobbyNameMessages, readLobbyName } from "@/upstream-contract/lobby-name";

/**
 * A student entering a lobby: the session code, and their name read by the lobby's name rule
 * (upstream-contract/lobby-name.ts), so a refused name is answered under the name field before it
 * spends any of the address's arrivals. The upstream reads the name again.
 */
export const arrivalBody = z.object({
  code: limitedText(TEXT_LIMITS.code).min(1),
  name: z.string().transform((typed, ctx) => {
    const reading = readLobbyName(typed);
    if (reading.ok) return reading.name;
    ctx.issues.push({ code: "custom", message: lobbyNameMessages[reading.problem], input: typed });
    return z.NEVER;
  }),
});
