"use client";

import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import { trialOpenQuery } from "@/lib/trial/trial-query";
import { LazyFreeTrialDialog, preloadFreeTrialDialog } from "./lazy-free-trial-dialog";

export interface FreeTrialButtonProps {
  className?: string;
  label?: string;
  /** Fixes the dialog to one game (a game page's Take a Free Trial). */
  gameId?: string;
  /** The fixed game's name, for the dialog's title. */
  gameName?: string;
  /** Narrows the dialog's game list (the header's list). */
  gameIds?: readonly string[];
  /** Hears the dialog open and close (the game hero keeps the button in place while it is open). */
  onOpenChange?: (open: boolean) => void;
}

/** Opens the free-trial dialog; its code loads on first use. */
export function FreeTrialButton({
  className = "btn btn-primary",
  label = "Free Trial",
  gameId,
  gameName,
  gameIds,
  onOpenChange,
}: FreeTrialButtonProps) {
  const { open, setOpen, used, triggerProps } = useLazyDialog(preloadFreeTrialDialog, onOpenChange);
  return (
    <>
      {/* Before the page's code runs: this page again, whose code then opens the dialog (free-trial-from-query). */}
      <a href={trialOpenQuery(gameId)} className={className} {...triggerProps}>
        {label}
      </a>
      {used ? <LazyFreeTrialDialog open={open} onOpenChange={setOpen} gameId={gameId} gameName={gameName} gameIds={gameIds} /> : null}
    </>
  );
}
