"use client";

import { ContactButton } from "./contact-button";

export interface RequestDemoButtonProps {
  className?: string;
  label?: string;
}

/** Opens the Contact Us (demo request) modal. */
export function RequestDemoButton({ className = "btn btn-outline", label = "Request a Demo" }: RequestDemoButtonProps) {
  return <ContactButton kind="demo" className={className} label={label} />;
}
