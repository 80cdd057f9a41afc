"use client";

import { useEffect, useRef } from "react";

/**
 * Our dialogs open from plain buttons, not Radix triggers, so Radix has no trigger to give focus back
 * to on close. This puts focus back on the button once the dialog has gone, unless something else took it.
 */
export function useReturnFocus(open: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) ref.current?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [open]);
  return ref;
}
