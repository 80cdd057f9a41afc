"use client";

import { lazy, Suspense } from "react";
import type { FreeTrialDialogProps } from "./free-trial-dialog";

const load = () => import("./free-trial-dialog");
const FreeTrialDialog = lazy(() => load().then((module) => ({ default: module.FreeTrialDialog })));

/** The dialog's code (Radix, the form, zod, SWR) loads when it is first opened. */
export function LazyFreeTrialDialog(props: FreeTrialDialogProps) {
  return (
    <Suspense fallback={null}>
      <FreeTrialDialog {...props} />
    </Suspense>
  );
}

export function preloadFreeTrialDialog() {
  void load();
}
