"use client";

import { ContactButton } from "./contact-button";

export interface RequestDemoButtonProps {
  className?: string;
  label?: string;
  /** Prefills the dialog's message (Buy Now on a game page). */
  initialMessage?: string;
}

/** Opens the Contact Us (demo request) modal. */
export function RequestDemoButton({
  className = "btn btn-outline",
  label = "Request a Demo",
  initialMessage,
}: RequestDemoButtonProps) {
  return (
    <ContactButton
      kind="demo"
      className={className}
      label={label}
      initialValues={initialMessage ? { message: initialMessage } : undefined}
    />
  );
}
