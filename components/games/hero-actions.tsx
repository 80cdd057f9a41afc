"use client";

import { TrialSessionNote } from "./trial-session-note";
import { useGameLicensed, useTrialSession } from "./use-document-access";

export interface HeroActionsProps {
  slug: string;
  /** What a facilitator holding a licence for the game sees: the game and its documents. */
  licensed: React.ReactNode;
  /** Take a Free Trial; a facilitator with a trial of the game sees their session instead (issue 37). */
  trial: React.ReactNode;
  /** Everyone else also sees these: the purchase. */
  children: React.ReactNode;
}

/** The game hero's calls to act, chosen by whether the signed-in facilitator holds a licence or a trial. */
export function HeroActions({ slug, licensed, trial, children }: HeroActionsProps) {
  const isLicensed = useGameLicensed(slug);
  const session = useTrialSession(slug);
  if (isLicensed) return licensed;
  return (
    <>
      {session ? <TrialSessionNote session={session} /> : trial}
      {children}
    </>
  );
}
