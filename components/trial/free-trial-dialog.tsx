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
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={trialMessages.title} size="md">
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
