"use client";

import { Dialog } from "@/components/ui/dialog";
import { trialMessages } from "@/lib/messages/trial";
import { LicensedGameNote } from "./licensed-game-note";
import { usePageGameLicence } from "./page-game-licence";
import { TrialForm, type TrialFormProps } from "./trial-form";

export interface FreeTrialDialogProps extends Omit<TrialFormProps, "onClose"> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The fixed game's name, when the caller knows it (else the game page's hero says it). */
  gameName?: string;
}

/**
 * The free-trial modal: 'Start a free trial', or 'Start a free trial of <game>' when the game is
 * fixed; on a game page already licensed, the game itself.
 */
export function FreeTrialDialog({ open, onOpenChange, gameName, ...formProps }: FreeTrialDialogProps) {
  const licence = usePageGameLicence(formProps.gameId);
  // From the game page (its button, or its hero's word when a tap before the page's code came back by
  // the address): a title that never changes while the dialog is open.
  const fixedName = formProps.gameId ? (gameName ?? licence?.gameName) : undefined;
  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    // Whichever control opened it (the hero's button, or the address after a tap before the page's code
    // ran), the page now shows Open the game where Take a Free Trial was: the focus goes there.
    if (!next && licence?.state === "licensed") licence.focusOpenGame();
  };
  const close = () => changeOpen(false);
  return (
    <Dialog open={open} onOpenChange={changeOpen} title={fixedName ? trialMessages.titleFor(fixedName) : trialMessages.title} size="md">
      {licence?.state === "licensed" ? (
        <LicensedGameNote openHref={licence.openHref} onClose={close} />
      ) : licence?.state === "checking" ? (
        // No trial form that a licence arriving a moment later would take away.
        <p role="status">{trialMessages.checkingAccount}</p>
      ) : (
        <TrialForm {...formProps} onClose={close} />
      )}
    </Dialog>
  );
}
