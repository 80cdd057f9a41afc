"use client";

import { useState } from "react";

/**
 * State of a control that opens a dialog whose code loads on first use: `preload` on hover, focus or
 * touch, and `used` stays true after the first opening, so the dialog is mounted only from then on.
 * `triggerProps` go on an `<a href>` whose address does the same job without script (the in-page form,
 * the video itself, a page that opens the dialog from its query), so a tap before the page's code has
 * run still goes somewhere; once it runs, the tap opens the dialog instead. `onOpenChange` hears every
 * opening and closing (the control's owner may keep it in place while its dialog is open).
 */
export function useLazyDialog(preload: () => void, onOpenChange?: (open: boolean) => void) {
  const [open, setOpenState] = useState(false);
  const [used, setUsed] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  const triggerProps = {
    role: "button" as const,
    "aria-haspopup": "dialog" as const,
    onPointerEnter: preload,
    onFocus: preload,
    onTouchStart: preload,
    onClick: (event: React.MouseEvent<HTMLElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      show();
    },
    // A button answers Space as well as Enter; a link only Enter.
    onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
      if (event.key !== " ") return;
      event.preventDefault();
      show();
    },
  };
  return { open, setOpen, used, triggerProps };
}
