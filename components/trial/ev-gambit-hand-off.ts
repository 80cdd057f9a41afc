import { openInNewTab } from "@/lib/join/open-in-new-tab";
import { evGambitJoinUrl } from "@/lib/trial/ev-gambit";
import type { TrialSessionResponse } from "@/upstream-contract/types";

function hasTrialJoin(result: unknown): result is TrialSessionResponse {
  const { session, trial_user } = (result ?? {}) as Partial<TrialSessionResponse>;
  return Boolean(session?.code && trial_user?.email);
}

export type HandOff = { kind: "none" } | { kind: "opened" } | { kind: "blocked"; url: string };

/**
 * An EV Gambit trial answered with a session code opens the game in a new tab instead of the
 * success panel. "none" when there is nothing to open (no host set, or no code in the answer);
 * "blocked" carries the address for a link when the browser refused the tab.
 */
export function handOffToEvGambit(host: string | undefined, result: unknown, typedName: string | undefined): HandOff {
  if (!host || !hasTrialJoin(result)) return { kind: "none" };
  const url = evGambitJoinUrl(host, {
    code: result.session.code,
    name: result.trial_user.name ?? typedName,
    email: result.trial_user.email,
  });
  let opened = false;
  try {
    opened = openInNewTab(url);
  } catch {
    // A sandbox that throws instead of answering null: the visitor gets the link.
  }
  return opened ? { kind: "opened" } : { kind: "blocked", url };
}
