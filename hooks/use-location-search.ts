"use client";

import { useSyncExternalStore } from "react";

// The address is the store: the page stays prerendered (the server sees no query), the browser reads it
// after hydration, and Back/Forward (popstate) notify the readers.
function subscribe(listener: () => void) {
  window.addEventListener("popstate", listener);
  return () => window.removeEventListener("popstate", listener);
}

const getSnapshot = () => window.location.search;
const getServerSnapshot = () => "";

export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
