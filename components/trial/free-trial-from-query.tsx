"use client";

import { useEffect, useState } from "react";
import { EV_GAMBIT_GAME_ID } from "@/lib/trial/ev-gambit";
import type { TrialInput } from "@/lib/validations/trial";
import { LazyFreeTrialDialog } from "./lazy-free-trial-dialog";
import { setEvGambitHostUrl, takeTrialDraft } from "./trial-settings";

export interface FreeTrialFromQueryProps {
  /** env.EV_GAMBIT_HOST_URL, for every trial dialog on the page. */
  evGambitHostUrl?: string;
}

/**
 * Mounted once in the site layout: on a load with `?redirect=free-trial` it opens the free-trial
 * dialog fixed to ev-gambit and removes the parameter from the address (SPEC §2 Header).
 */
export function FreeTrialFromQuery({ evGambitHostUrl }: FreeTrialFromQueryProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [draft, setDraft] = useState<Partial<TrialInput> | undefined>();

  useEffect(() => setEvGambitHostUrl(evGambitHostUrl), [evGambitHostUrl]);

  // Read from the address once the layout mounts (a load, or the way back from /login, which is in
  // another layout); next/navigation's hooks would add their code to every page for this one check.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get("redirect") !== "free-trial") return;
    url.searchParams.delete("redirect");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    // Opening reacts to the address, an outside system; the draft lives in sessionStorage.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDraft(takeTrialDraft());
    setUsed(true);
    setOpen(true);
  }, []);

  if (!used) return null;
  return <LazyFreeTrialDialog open={open} onOpenChange={setOpen} gameId={EV_GAMBIT_GAME_ID} initialValues={draft} />;
}
