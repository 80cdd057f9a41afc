"use client";

import { lazyWithPreload } from "@/components/ui/lazy-with-preload";

/** The dialog's code (Radix, the form, zod, SWR) loads when it is first opened. */
export const { Lazy: LazyFreeTrialDialog, preload: preloadFreeTrialDialog } = lazyWithPreload(() =>
  import("./free-trial-dialog").then((module) => module.FreeTrialDialog),
);
