"use client";

import { useEffect, useState } from "react";
import { EV_GAMBIT_GAME_ID } from "@/lib/trial/ev-gambit";
import { TRIAL_GAME_PARAM, TRIAL_REDIRECT, trialGameId } from "@/lib/trial/trial-query";
import type { TrialInput } from "@/lib/validations/trial";
import { LazyFreeTrialDialog } from "./lazy-free-trial-dialog";
import { takeTrialDraft } from "./trial-draft";

interface Reopened {
  gameId: string;
  draft: Partial<TrialInput> | undefined;
}

/**
 * Mounted once in the site layout: on a load with `?redirect=free-trial` (the way back from log-in or
 * sign-up) it opens the free-trial dialog on the game in `game`, else on ev-gambit (SPEC §2 Header),
 * with what was typed before and the account's name and e-mail; then it removes both parameters.
 */
export function FreeTrialFromQuery() {
  const [open, setOpen] = useState(false);
  const [reopened, setReopened] = useState<Reopened | null>(null);

  // Read from the address once the layout mounts (a load, or the way back from /login, which is in
  // another layout); next/navigation's hooks would add their code to every page for this one check.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get("redirect") !== TRIAL_REDIRECT) return;
    const gameId = trialGameId(url.searchParams.get(TRIAL_GAME_PARAM)) ?? EV_GAMBIT_GAME_ID;
    url.searchParams.delete("redirect");
    url.searchParams.delete(TRIAL_GAME_PARAM);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    // Opening reacts to the address, an outside system; the draft lives in sessionStorage.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReopened({ gameId, draft: takeTrialDraft() });
    setOpen(true);
  }, []);

  if (!reopened) return null;
  return (
    <LazyFreeTrialDialog
      open={open}
      onOpenChange={setOpen}
      gameId={reopened.gameId}
      initialValues={reopened.draft}
      prefillFromAccount
    />
  );
}
