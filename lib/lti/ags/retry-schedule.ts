/**
 * When a score that did not go through is tried again: soon at first (a platform restarting), then
 * further apart, and never later than a day after the learner took part: a grade that arrives days
 * late surprises more than it helps, and the dashboard says it failed instead.
 */
export const SCORE_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000] as const;

export const SCORE_GIVE_UP_MS = 24 * 3_600_000;

/**
 * The next try after `attemptsMade` failed ones, or null once the schedule or the day is spent. A
 * `speedup` above 1 (LTI_SCORE_RETRY_SPEEDUP, test servers only) runs the whole schedule that many times
 * faster, the day included, so that a browser test sees a retry in seconds.
 */
export function nextScoreAttempt(attemptsMade: number, createdAt: Date, now: Date, speedup = 1): Date | null {
  const delay = SCORE_RETRY_DELAYS_MS[attemptsMade - 1];
  if (delay === undefined) return null;
  const next = new Date(now.getTime() + delay / speedup);
  return next.getTime() - createdAt.getTime() > SCORE_GIVE_UP_MS / speedup ? null : next;
}
