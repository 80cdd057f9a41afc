"use client";

import { useHydrated } from "@/hooks/use-hydrated";
import styles from "./auth-page.module.css";

export interface SubmitWhenReadyProps {
  label: string;
  /** Shown while the form is being sent. */
  busyLabel: string;
  busy: boolean;
  /** A reason of the form's own to hold the button (sign-up's unticked terms). */
  held?: boolean;
}

/**
 * An account form's submit button. Sending needs the page's code, so until it has run the button is
 * shown as not ready, rather than post the page to itself and lose what was typed.
 */
export function SubmitWhenReady({ label, busyLabel, busy, held = false }: SubmitWhenReadyProps) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={held || !hydrated}>
      {busy ? busyLabel : label}
    </button>
  );
}
