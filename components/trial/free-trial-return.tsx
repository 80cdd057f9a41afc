"use client";

import { useEffect, useState } from "react";
import { EV_GAMBIT_GAME_ID } from "@/lib/trial/ev-gambit";
import { TRIAL_GAME_PARAM, TRIAL_REDIRECT, trialGameId } from "@/lib/trial/trial-query";
import { FreeTrialDialog } from "./free-trial-dialog";

/**
 * The way back from log-in or sign-up (`?redirect=free-trial`, seen by free-trial-from-query.tsx): opens
 * the free-trial dialog on the game in `game`, else on ev-gambit; signed in, it asks
 * only for the game. Then it removes both parameters from the address.
 */
export function FreeTrialReturn() {
  const [open, setOpen] = useState(false);
  const [gameId, setGameId] = useState<string | null>(null);

  useEffect(() => {
    const url = new URL(window.location.href);
    // Once: the second run of a remount finds the parameters already taken out.
    if (url.searchParams.get("redirect") !== TRIAL_REDIRECT) return;
    const game = trialGameId(url.searchParams.get(TRIAL_GAME_PARAM)) ?? EV_GAMBIT_GAME_ID;
    url.searchParams.delete("redirect");
    url.searchParams.delete(TRIAL_GAME_PARAM);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    // Opening reacts to the address, an outside system.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setGameId(game);
    setOpen(true);
  }, []);

  if (!gameId) return null;
  return <FreeTrialDialog open={open} onOpenChange={setOpen} gameId={gameId} />;
}
