"use client";

import { useEffect, useState } from "react";
import { lazyWithPreload } from "@/components/ui/lazy-with-preload";
import { TRIAL_REDIRECT } from "@/lib/trial/trial-query";

// What the way back needs (the game, the kept draft, the dialog) loads only on that way back.
const { Lazy: FreeTrialReturn } = lazyWithPreload(() => import("./free-trial-return").then((module) => module.FreeTrialReturn));

/**
 * Mounted once in the site layout: on a load with `?redirect=free-trial` (the way back from log-in or
 * sign-up) it reopens the free-trial dialog. Read from the address once the layout mounts (a load, or
 * the way back from /login, which is in another layout); next/navigation's hooks would add their code
 * to every page for this one check.
 */
export function FreeTrialFromQuery() {
  const [returning, setReturning] = useState(false);

  useEffect(() => {
    // The address is an outside system, read once on mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (new URLSearchParams(window.location.search).get("redirect") === TRIAL_REDIRECT) setReturning(true);
  }, []);

  return returning ? <FreeTrialReturn /> : null;
}
