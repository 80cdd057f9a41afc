"use client";

import dynamic from "next/dynamic";

const load = () => import("./free-trial-dialog");

/** The dialog's code (Radix, the form, zod, SWR) loads when it is first opened. */
export const LazyFreeTrialDialog = dynamic(() => load().then((module) => module.FreeTrialDialog), { ssr: false });

export function preloadFreeTrialDialog() {
  void load();
}
