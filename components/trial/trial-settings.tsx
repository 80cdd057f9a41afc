"use client";

import { createContext, useContext } from "react";
import { trialTerms } from "@/content/trial";

const EvGambitHostContext = createContext<string | undefined>(undefined);
const GuideGamesContext = createContext<readonly string[] | undefined>(undefined);

export interface TrialSettingsProps {
  /** env.EV_GAMBIT_HOST_URL, read by the site layout on the server. */
  evGambitHostUrl: string | undefined;
  /** The game ids whose game has a guide (lib/trial/guide-games.ts), read from the content on the server. */
  guideGameIds?: readonly string[];
  children: React.ReactNode;
}

/** Hands the server's trial settings to every free-trial dialog under the site layout. */
export function TrialSettings({ evGambitHostUrl, guideGameIds, children }: TrialSettingsProps) {
  return (
    <EvGambitHostContext value={evGambitHostUrl || undefined}>
      <GuideGamesContext value={guideGameIds}>{children}</GuideGamesContext>
    </EvGambitHostContext>
  );
}

/** The EV Gambit's host, or undefined when the site has none: its trial then ends on the success panel. */
export function useEvGambitHost(): string | undefined {
  return useContext(EvGambitHostContext);
}

/** The trial's terms for `gameId` (content/trial.ts): the guide is promised only when that game has one. */
export function useTrialTerms(gameId: string | null | undefined): string {
  const guideGames = useContext(GuideGamesContext);
  return trialTerms(gameId && guideGames ? guideGames.includes(gameId) : undefined);
}
