"use client";

import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import type { ContactDialogProps } from "./contact-dialog";
import { LazyContactDialog, preloadContactDialog } from "./lazy-contact-dialog";

export interface ContactButtonProps extends Pick<ContactDialogProps, "kind" | "initialValues"> {
  className: string;
  label: string;
}

/** A button that opens the contact modal of its kind; the modal's code loads on first use. */
export function ContactButton({ kind, initialValues, className, label }: ContactButtonProps) {
  const { open, setOpen, used, triggerProps } = useLazyDialog(preloadContactDialog);
  return (
    <>
      <button type="button" className={className} {...triggerProps}>
        {label}
      </button>
      {used ? <LazyContactDialog open={open} onOpenChange={setOpen} kind={kind} initialValues={initialValues} /> : null}
    </>
  );
}
