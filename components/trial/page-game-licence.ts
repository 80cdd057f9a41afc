"use client";

import { useSyncExternalStore } from "react";
import type { GameLicence } from "@/lib/documents/kinds";

/** A game page's word on the signed-in facilitator's licence for its game, and where they open it. */
export interface PageGameLicence {
  gameId: string;
  /** The game's title, which the trial dialog names. */
  gameName: string;
  state: GameLicence;
  openHref: string;
  /** Puts the focus on the page's own Open the game once the dialog that offered it has closed. */
  focusOpenGame: () => void;
}

// One game page at a time. The trial dialog is opened by the hero's button or, after a tap before the
// page's code ran, by the site layout (free-trial-from-query.tsx), which no context of the page reaches.
let current: PageGameLicence | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Said by the game page's hero while it is shown; null when it goes. */
export function publishPageGameLicence(licence: PageGameLicence | null): void {
  current = licence;
  for (const listener of listeners) listener();
}

/** What the page said about `gameId`'s licence; null on other pages and for other games. */
export function usePageGameLicence(gameId: string | undefined): PageGameLicence | null {
  const licence = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return gameId && licence?.gameId === gameId ? licence : null;
}
