"use client";

import { ContactButton } from "./contact-button";

export interface RequestDemoButtonProps {
  className?: string;
  label?: string;
  initialMessage?: string;
}

/** Opens the Contact Us (demo request) modal. */
export function RequestDemoButton({
  className = "btn btn-outline",
  label = "Request a Demo",
  initialMessage,
}: RequestDemoButtonProps) {
  return <ContactButton kind="demo" className={className} label={label} initialMessage={initialMessage} />;
}
