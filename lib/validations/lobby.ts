import { referenceGameMessages } from "@/lib/messages/reference-game";
import { LOBBY_NAME_MAX, TEXT_LIMITS } from "@/upstream-contract/limits";
import { limitedText } from "./text";
import { z } from "./zod";

/** A student entering a lobby: the session code and the name the instructor will see. */
export const arrivalSchema = z.object({
  code: limitedText(TEXT_LIMITS.code).min(1),
  name: limitedText(LOBBY_NAME_MAX).min(1, referenceGameMessages.nameRequired),
});

/** A professor opening a lobby for one of their games (the upstream game id). */
export const openLobbySchema = z.object({
  game_id: limitedText(TEXT_LIMITS.id).min(1),
});
