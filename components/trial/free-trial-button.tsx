"use client";

export interface FreeTrialButtonProps {
  className?: string;
  label?: string;
}

/** Opens the free-trial dialog. */
export function FreeTrialButton({ className = "btn btn-primary", label = "Free Trial" }: FreeTrialButtonProps) {
  return (
    <button type="button" className={className}>
      {label}
    </button>
  );
}
