"use client";

import { useGameLicensed } from "./use-document-access";

export interface HeroActionsProps {
  slug: string;
  /** What a facilitator holding a licence for the game sees: the game and its documents. */
  licensed: React.ReactNode;
  /** Everyone else: the trial and the purchase. */
  children: React.ReactNode;
}

/** The game hero's calls to act, chosen by whether the signed-in facilitator already holds a licence. */
export function HeroActions({ slug, licensed, children }: HeroActionsProps) {
  return useGameLicensed(slug) ? licensed : children;
}
