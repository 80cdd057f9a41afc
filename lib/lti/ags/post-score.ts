import type { PlatformFetch } from "../platform-address/platform-fetch";
import { problemOfFetchError } from "../nrps/platform-service-error";
import { accessToken, forgetAccessToken } from "../nrps/access-token";
import type { Platform } from "../platform-schema";
import { isFinalScoreProblem, scoreProblemOfStatus, type ScoreProblem } from "./score-problem";
import { AGS_SCORE_SCOPE, SCORE_MEDIA_TYPE } from "./scopes";

/** A score call waits this long for the token and the platform's answer together. */
export const SCORE_DEADLINE_MS = 10_000;

/** The scores endpoint of a line item (AGS 2.0 §3.4): `/scores` after its path, its query kept. */
export function scoresUrlOf(lineItemUrl: string): string {
  const url = new URL(lineItemUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/scores`;
  return url.toString();
}

/** What BizSim Lab reports: the learner took part, which is the whole of the column (1 of 1). */
export function participationScore(userId: string, completedAt: Date) {
  return {
    userId,
    scoreGiven: 1,
    scoreMaximum: 1,
    activityProgress: "Completed",
    gradingProgress: "FullyGraded",
    timestamp: completedAt.toISOString(),
  };
}

export interface ScoreRequest {
  platform: Pick<Platform, "clientId" | "tokenUrl">;
  lineItemUrl: string;
  userId: string;
  completedAt: Date;
  assertion: () => Promise<string>;
  fetchImpl: PlatformFetch;
  deadlineMs?: number;
}

export type ScoreOutcome = { ok: true } | { ok: false; problem: ScoreProblem; final: boolean; detail: string };

/** POSTs one score with a token of the score scope; any failure is an outcome, never a throw. */
export async function postScore({
  platform,
  lineItemUrl,
  userId,
  completedAt,
  assertion,
  fetchImpl,
  deadlineMs = SCORE_DEADLINE_MS,
}: ScoreRequest): Promise<ScoreOutcome> {
  const signal = AbortSignal.timeout(deadlineMs);
  const tokenRequest = { clientId: platform.clientId, tokenUrl: platform.tokenUrl, scope: AGS_SCORE_SCOPE, assertion, signal, fetchImpl };
  try {
    const token = await accessToken(tokenRequest);
    const response = await fetchImpl(scoresUrlOf(lineItemUrl), {
      method: "POST",
      headers: { "content-type": SCORE_MEDIA_TYPE, authorization: `Bearer ${token}` },
      body: JSON.stringify(participationScore(userId, completedAt)),
      signal,
      redirect: "error",
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.ok) return { ok: true };
    const problem = scoreProblemOfStatus(response.status);
    // A token the platform no longer takes is asked for again on the next try.
    if (problem === "unauthorized") forgetAccessToken(tokenRequest);
    return { ok: false, problem, final: isFinalScoreProblem(problem), detail: `the scores endpoint answered ${response.status}` };
  } catch (error) {
    const failure = problemOfFetchError(error);
    return { ok: false, problem: failure.problem, final: isFinalScoreProblem(failure.problem), detail: failure.message };
  }
}
