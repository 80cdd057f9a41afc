"use client";

import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import type { ContactDialogProps } from "./contact-dialog";
import { LazyContactDialog, preloadContactDialog } from "./lazy-contact-dialog";

export interface ContactButtonProps extends Pick<ContactDialogProps, "kind" | "initialValues" | "heading"> {
  className: string;
  label: string;
}

// Without script the same request goes through the home page's own form.
export const CONTACT_FORM_HREF = "/#sendUsMessage";

/** A button that opens the contact modal of its kind; the modal's code loads on first use. */
export function ContactButton({ kind, initialValues, heading, className, label }: ContactButtonProps) {
  const { open, setOpen, used, triggerProps } = useLazyDialog(preloadContactDialog);
  return (
    <>
      <a href={CONTACT_FORM_HREF} className={className} {...triggerProps}>
        {label}
      </a>
      {used ? <LazyContactDialog open={open} onOpenChange={setOpen} kind={kind} initialValues={initialValues} heading={heading} /> : null}
    </>
  );
}
