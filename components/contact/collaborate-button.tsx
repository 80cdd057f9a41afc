"use client";

import { ContactButton } from "./contact-button";

export interface CollaborateButtonProps {
  className?: string;
  label?: string;
}

/** The Collaborate section's button: opens the collaboration request modal. */
export function CollaborateButton({ className = "btn btn-primary", label = "Collaborate With Us" }: CollaborateButtonProps) {
  return <ContactButton kind="collaboration" className={className} label={label} />;
}
