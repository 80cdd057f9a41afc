"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true after. A prerendered form that is set
 * up from the address after hydration stays disabled until then, so nothing typed early is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
