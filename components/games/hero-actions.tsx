"use client";

import { useEffect, useRef, useState } from "react";
import { FreeTrialButton } from "@/components/trial/free-trial-button";
import { publishPageGameLicence } from "@/components/trial/page-game-licence";
import { dashboardMessages } from "@/lib/messages/dashboard";
import { TrialSessionNote } from "./trial-session-note";
import { useGameLicence, useTrialSession } from "./use-document-access";
import styles from "./game-hero.module.css";

export interface HeroActionsProps {
  slug: string;
  /** The game id a trial of this game asks for. */
  trialGameId?: string;
  /** The game's title, for the trial dialog. */
  gameTitle: string;
  /** Where a licensed facilitator opens the game; the trial dialog offers it too. */
  openHref: string;
  /** What a facilitator holding a licence for the game sees: the game and its documents. */
  licensed: React.ReactNode;
  /** Everyone else also sees these: the purchase. */
  children: React.ReactNode;
}

/**
 * The game hero's calls to act, chosen by whether the signed-in facilitator holds a licence or a trial
 * (their session instead of Take a Free Trial). The page is drawn for a visitor, so a licensed
 * facilitator may tap Take a Free Trial before the licence is known: the trial dialog, told the licence
 * here, then says they hold one, and it stays, with the button under it, until they close it
 * (docs/decisions/hero-keeps-the-opened-trial.md).
 */
export function HeroActions({ slug, trialGameId, gameTitle, openHref, licensed, children }: HeroActionsProps) {
  const licence = useGameLicence(slug);
  const session = useTrialSession(slug);
  const [trialOpen, setTrialOpen] = useState(false);
  const [focusRequests, setFocusRequests] = useState(0);
  const licensedActions = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!trialGameId) return;
    publishPageGameLicence({
      gameId: trialGameId,
      gameName: gameTitle,
      state: licence,
      openHref,
      focusOpenGame: () => setFocusRequests((n) => n + 1),
    });
    return () => publishPageGameLicence(null);
  }, [trialGameId, gameTitle, licence, openHref]);

  useEffect(() => {
    if (!focusRequests) return;
    // After the closed dialog's own hand-back of the focus (a timer too), whose button is gone.
    const timer = window.setTimeout(() => licensedActions.current?.querySelector("a")?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [focusRequests]);

  if (licence === "licensed" && !trialOpen) {
    return (
      <div ref={licensedActions} className={styles.licensedActions}>
        {licensed}
      </div>
    );
  }
  return (
    <>
      {session ? (
        <TrialSessionNote session={session} />
      ) : (
        <FreeTrialButton
          className="btn btn-primary"
          label={dashboardMessages.takeTrial}
          gameId={trialGameId}
          gameName={gameTitle}
          onOpenChange={setTrialOpen}
        />
      )}
      {children}
    </>
  );
}
