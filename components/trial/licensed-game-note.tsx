import { OpenGameLink } from "@/components/games/open-game-link";
import { gameMessages } from "@/lib/messages/games";
import { trialMessages } from "@/lib/messages/trial";
import { DialogStep } from "./dialog-step";

export interface LicensedGameNoteProps {
  /** Where the facilitator runs the game (the dashboard host's session page). */
  openHref: string;
  onClose: () => void;
}

/** The trial dialog of a game the facilitator already holds a licence for: no trial, the game itself. */
export function LicensedGameNote({ openHref, onClose }: LicensedGameNoteProps) {
  return (
    <DialogStep title={trialMessages.noTrialNeeded} text={`${gameMessages.licensedNote} ${trialMessages.runWithYourClass}`}>
      {/* The game opens in a tab of its own; back here, the page shows the licensed actions. */}
      <OpenGameLink href={openHref} onClick={onClose} />
    </DialogStep>
  );
}
