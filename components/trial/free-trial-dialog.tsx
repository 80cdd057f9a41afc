"use client";

import { Dialog } from "@/components/ui/dialog";
import { trialMessages } from "@/lib/messages/trial";
import { LicensedGameNote } from "./licensed-game-note";
import { usePageGameLicence } from "./page-game-licence";
import { TrialForm, type TrialFormProps } from "./trial-form";

export interface FreeTrialDialogProps extends Omit<TrialFormProps, "onClose"> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Preview simulation of your choice': the free-trial modal; on a game page already licensed, the game itself. */
export function FreeTrialDialog({ open, onOpenChange, ...formProps }: FreeTrialDialogProps) {
  const licence = usePageGameLicence(formProps.gameId);
  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    // Whichever control opened it (the hero's button, or the address after a tap before the page's code
    // ran), the page now shows Open the game where Take a Free Trial was: the focus goes there.
    if (!next && licence?.state === "licensed") licence.focusOpenGame();
  };
  const close = () => changeOpen(false);
  return (
    <Dialog open={open} onOpenChange={changeOpen} title={trialMessages.title} size="md">
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
