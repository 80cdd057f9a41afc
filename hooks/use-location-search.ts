"use client";

import { useSyncExternalStore } from "react";

// The address is the store: the page stays prerendered (the server sees no query), the browser reads
// it after hydration, and Back/Forward (popstate) or our own history writes notify the readers.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

const getSnapshot = () => window.location.search;
const getServerSnapshot = () => "";

export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/**
 * Writes the query (and hash) into the address: a new history entry, or a change of the current one.
 * A push of the address already shown replaces it instead: a Back step that changes nothing would make a
 * person press Back twice (a choice made before the page's code ran can reach here twice as it hydrates).
 */
export function writeLocationSearch(search: string, hash: string, mode: "push" | "replace") {
  const url = `${window.location.pathname}${search}${hash}`;
  const shown = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (mode === "push" && url !== shown) window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
  for (const listener of listeners) listener();
}
