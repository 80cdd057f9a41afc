import type { Game } from "@/content";
import { gradeMessages } from "@/lib/messages/lti-grades";

/** The gradebook column of a placed game: participation, scored 1 of 1, tied to the game by its slug. */
export function participationLineItem(game: Pick<Game, "title" | "slug">) {
  return { label: gradeMessages.lineItemLabel(game.title), scoreMaximum: 1, resourceId: game.slug };
}
