"use client";

import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import type { ContactValues } from "@/lib/validations/contact";
import { LazyContactDialog, preloadContactDialog } from "./lazy-contact-dialog";

export interface ContactButtonProps {
  kind: ContactValues["kind"];
  className: string;
  label: string;
  /** Prefills the dialog's message (Buy Now on a game page). */
  initialMessage?: string;
}

/** A button that opens the contact modal of its kind; the modal's code loads on first use. */
export function ContactButton({ kind, className, label, initialMessage }: ContactButtonProps) {
  const { open, setOpen, used, triggerProps } = useLazyDialog(preloadContactDialog);
  return (
    <>
      <button
        type="button"
        className={className}
        {...triggerProps}
      >
        {label}
      </button>
      {used ? <LazyContactDialog open={open} onOpenChange={setOpen} kind={kind} initialMessage={initialMessage} /> : null}
    </>
  );
}
