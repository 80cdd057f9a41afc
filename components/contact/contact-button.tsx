"use client";

import { useState } from "react";
import type { ContactValues } from "@/lib/validations/requests";
import { LazyContactDialog, preloadContactDialog } from "./lazy-contact-dialog";
import { useReturnFocus } from "./use-return-focus";

export interface ContactButtonProps {
  kind: ContactValues["kind"];
  className: string;
  label: string;
}

/** A button that opens the contact modal of its kind; the modal's code loads on first use. */
export function ContactButton({ kind, className, label }: ContactButtonProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useReturnFocus(open);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preloadContactDialog}
        onFocus={preloadContactDialog}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {used ? <LazyContactDialog open={open} onOpenChange={setOpen} kind={kind} /> : null}
    </>
  );
}
