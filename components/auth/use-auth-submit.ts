"use client";

import { useId, useState } from "react";
import { refreshSessionUser } from "@/lib/auth/use-session-user";
import { goTo, landingAfterAuth } from "@/lib/auth/landing";
import { authMessages } from "@/lib/messages/auth";
import type { Role } from "@/lib/roles";
import { carrySignedInKind } from "./signed-in-kind";

/**
 * What log-in and sign-up share: a busy flag, the red alert (said once; the e-mail field points to it,
 * docs/decisions/auth-error-said-once.md), and on success a full load of where the person lands
 * (lib/auth/landing.ts).
 */
export function useAuthSubmit({ destination, initialError = null }: { destination: string; initialError?: string | null }) {
  const alertId = useId();
  const [failure, setFailure] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);
  // The prerendered page learns next-auth's error from its address only after hydration.
  const [shownInitial, setShownInitial] = useState(initialError);
  if (initialError !== shownInitial) {
    setShownInitial(initialError);
    if (initialError) setFailure(initialError);
  }

  /**
   * Runs `attempt` (null = success, else the words to show); a thrown request shows 'Network error'.
   * `shownKind` is the kind the log-in toggle showed: an account of the other kind is named on the next page.
   */
  async function run(attempt: () => Promise<string | null>, shownKind?: Role) {
    setFailure(null);
    setBusy(true);
    let text: string | null;
    try {
      text = await attempt();
    } catch {
      text = authMessages.login.network;
    }
    if (text) {
      setFailure(text);
      setBusy(false);
      return;
    }
    const { user } = await refreshSessionUser();
    if (shownKind && user && user.role !== shownKind) carrySignedInKind(user.role);
    goTo(landingAfterAuth(destination, user?.role));
  }

  return { failure, alertId, clearFailure: () => setFailure(null), busy, run };
}
