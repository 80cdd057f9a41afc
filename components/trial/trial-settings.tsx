"use client";

import { createContext, useContext } from "react";

const EvGambitHostContext = createContext<string | undefined>(undefined);

export interface TrialSettingsProps {
  /** env.EV_GAMBIT_HOST_URL, read by the site layout on the server. */
  evGambitHostUrl: string | undefined;
  children: React.ReactNode;
}

/** Hands the server's trial settings to every free-trial dialog under the site layout. */
export function TrialSettings({ evGambitHostUrl, children }: TrialSettingsProps) {
  return <EvGambitHostContext value={evGambitHostUrl || undefined}>{children}</EvGambitHostContext>;
}

/** The EV Gambit's host, or undefined when the site has none: its trial then ends on the success panel. */
export function useEvGambitHost(): string | undefined {
  return useContext(EvGambitHostContext);
}
