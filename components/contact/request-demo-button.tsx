"use client";

export interface RequestDemoButtonProps {
  className?: string;
}

/** Opens the Contact Us (demo request) modal. */
export function RequestDemoButton({ className = "btn btn-outline" }: RequestDemoButtonProps) {
  return (
    <button type="button" className={className}>
      Request a Demo
    </button>
  );
}
