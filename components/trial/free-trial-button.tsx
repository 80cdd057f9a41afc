"use client";

import { useState } from "react";
import { useReturnFocus } from "@/components/contact/use-return-focus";
import { LazyFreeTrialDialog, preloadFreeTrialDialog } from "./lazy-free-trial-dialog";

export interface FreeTrialButtonProps {
  className?: string;
  label?: string;
  /** Fixes the dialog to one game (a game page's Take a Free Trial). */
  gameId?: string;
  /** Narrows the dialog's game list (the header's list). */
  gameIds?: readonly string[];
  /** The EV Gambit host, when a server component has it at hand; otherwise the site layout's setting is used. */
  evGambitHostUrl?: string;
}

/** Opens the free-trial dialog; its code loads on first use. */
export function FreeTrialButton({
  className = "btn btn-primary",
  label = "Free Trial",
  gameId,
  gameIds,
  evGambitHostUrl,
}: FreeTrialButtonProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useReturnFocus(open);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preloadFreeTrialDialog}
        onFocus={preloadFreeTrialDialog}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {used ? (
        <LazyFreeTrialDialog
          open={open}
          onOpenChange={setOpen}
          gameId={gameId}
          gameIds={gameIds}
          evGambitHostUrl={evGambitHostUrl}
        />
      ) : null}
    </>
  );
}
