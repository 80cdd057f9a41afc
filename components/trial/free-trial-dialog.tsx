"use client";

import { Dialog } from "@/components/ui/dialog";
import { trialMessages } from "@/lib/messages/trial";
import { TrialForm, type TrialFormProps } from "./trial-form";

export interface FreeTrialDialogProps extends Omit<TrialFormProps, "onClose"> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Preview simulation of your choice': the free-trial modal. */
export function FreeTrialDialog({ open, onOpenChange, ...formProps }: FreeTrialDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={trialMessages.title} size="md">
      <TrialForm {...formProps} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}
