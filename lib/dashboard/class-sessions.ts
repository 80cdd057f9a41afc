import type { TrialSession } from "@/lib/trial/trial-requests";
import type { OpenedSession } from "./opened-sessions";

/** A class session on the dashboard: a trial's, or one its facilitator opened for a licensed game. */
export interface ClassSession {
  kind: "trial" | "licensed";
  gameId: string;
  /** Null for a trial requested before codes were kept: its code is in the access mail. */
  code: string | null;
  /** ISO time the trial was requested or the session first opened. */
  startedAt: string;
}

/** Trials and opened sessions in one list, newest first. */
export function classSessions(trials: readonly TrialSession[], opened: readonly OpenedSession[]): ClassSession[] {
  return [
    ...trials.map((trial): ClassSession => ({ kind: "trial", gameId: trial.gameId, code: trial.code, startedAt: trial.requestedAt })),
    ...opened.map((session): ClassSession => ({
      kind: "licensed",
      gameId: session.gameId,
      code: session.code,
      startedAt: session.openedAt,
    })),
  ].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}
