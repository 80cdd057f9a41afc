"use client";

import { ContactButton, type ContactButtonProps } from "./contact-button";

export interface RequestDemoButtonProps {
  className?: string;
  label?: string;
  /** Prefills the dialog's message (Buy Now on a game page). */
  initialMessage?: string;
  /** The dialog's own title and description when the button is not "Request a Demo" (Buy Now). */
  heading?: ContactButtonProps["heading"];
  /** What the request asks for, which titles the requester's copy: a quote behind Buy Now. */
  asks?: "demo" | "quote";
}

/** Opens the Contact Us (demo request) modal. */
export function RequestDemoButton({
  className = "btn btn-outline",
  label = "Request a Demo",
  initialMessage,
  heading,
  asks = "demo",
}: RequestDemoButtonProps) {
  return (
    <ContactButton
      kind="demo"
      className={className}
      label={label}
      initialValues={initialMessage || asks !== "demo" ? { ...(initialMessage ? { message: initialMessage } : {}), asks } : undefined}
      heading={heading}
    />
  );
}
