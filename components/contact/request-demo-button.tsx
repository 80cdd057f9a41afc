"use client";

import { ContactButton, type ContactButtonProps } from "./contact-button";

export interface RequestDemoButtonProps {
  className?: string;
  label?: string;
  /** Prefills the dialog's message (Buy Now on a game page). */
  initialMessage?: string;
  /** The dialog's own title and description when the button is not "Request a Demo" (Buy Now). */
  heading?: ContactButtonProps["heading"];
}

/** Opens the Contact Us (demo request) modal. */
export function RequestDemoButton({
  className = "btn btn-outline",
  label = "Request a Demo",
  initialMessage,
  heading,
}: RequestDemoButtonProps) {
  return (
    <ContactButton
      kind="demo"
      className={className}
      label={label}
      initialValues={initialMessage ? { message: initialMessage } : undefined}
      heading={heading}
    />
  );
}
