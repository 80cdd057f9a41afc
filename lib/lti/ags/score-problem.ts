import type { ServiceProblem } from "../nrps/platform-service-error";

/**
 * Why a score did not go through: a platform service's problem, or one of the gradebook's own. Final
 * ones are not tried again (the platform said no, or there is nothing to send to).
 */
export type ScoreProblem = ServiceProblem | "gone" | "refused" | "no-column" | "passback-off";

const FINAL = new Set<ScoreProblem>(["forbidden", "gone", "refused", "passback-off"]);

export const isFinalScoreProblem = (problem: ScoreProblem): boolean => FINAL.has(problem);

/** A scores endpoint's non-2xx status as a problem: a 401 is a token to ask again, a 429, 408 or 5xx a platform to wait for. */
export function scoreProblemOfStatus(status: number): ScoreProblem {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404 || status === 410) return "gone";
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return "refused";
  return "unavailable";
}
