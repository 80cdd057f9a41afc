"use client";

import { useState } from "react";

/**
 * State of a button that opens a dialog whose code loads on first use: `preload` on hover or focus,
 * and `used` stays true after the first opening, so the dialog is mounted only from then on.
 */
export function useLazyDialog(preload: () => void) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const triggerProps = {
    "aria-haspopup": "dialog" as const,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => {
      setUsed(true);
      setOpen(true);
    },
  };
  return { open, setOpen, used, triggerProps };
}
