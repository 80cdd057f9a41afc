import "server-only";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { logLine } from "@/lib/log-safe";
import { metrics } from "@/lib/observability/metrics";
import type { StoreDb } from "@/lib/store";
import type { Platform } from "../platform-schema";
import { findGradeLink } from "../store/grade-links";
import { findPlatform } from "../store/platforms";
import { markScoreFailed, markScoreSent, pendingScoreCount, takeDueScores, type DueScore } from "../store/scores";
import { platformAccess, type PlatformAccess } from "./platform-access";
import { postScore, type ScoreOutcome } from "./post-score";
import { nextScoreAttempt } from "./retry-schedule";

export interface DeliveryOptions {
  now?: Date;
  /** How the tool reaches a platform; tests give the loopback stand-in's. */
  accessOf?: (db: StoreDb, platform: Platform) => PlatformAccess;
}

export interface DeliveryCounts {
  sent: number;
  retried: number;
  failed: number;
}

async function attempt(db: StoreDb, score: DueScore, accessOf: DeliveryOptions["accessOf"] & {}): Promise<ScoreOutcome> {
  const link = await findGradeLink(db, score.linkId);
  const platform = link ? await findPlatform(db, link.issuer, link.clientId) : null;
  if (!link || !platform) return { ok: false, problem: "gone", final: true, detail: "the link or its platform was removed" };
  if (!link.passback) return { ok: false, problem: "passback-off", final: true, detail: "grade passback is off for the link" };
  if (!link.lineItemUrl) return { ok: false, problem: "no-column", final: false, detail: "the link has no line item yet" };
  return postScore({
    platform,
    lineItemUrl: link.lineItemUrl,
    userId: score.userId,
    completedAt: score.completedAt,
    ...accessOf(db, platform),
  });
}

/**
 * One pass of the score outbox: the scores whose time has come, each sent once (by the instance that
 * took it), then marked sent, tried again later on the back-off schedule, or given up with its reason.
 */
export async function deliverDueScores(db: StoreDb, { now = new Date(), accessOf = platformAccess }: DeliveryOptions = {}) {
  const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0 };
  for (const score of await takeDueScores(db, now)) {
    const outcome = await attempt(db, score, accessOf);
    if (outcome.ok) {
      await markScoreSent(db, score.id, now);
      metrics.ltiScores.inc({ outcome: "sent" });
      counts.sent += 1;
      continue;
    }
    metrics.ltiScores.inc({ outcome: "failed" });
    const next = outcome.final ? null : nextScoreAttempt(score.attempts, score.createdAt, now, env.LTI_SCORE_RETRY_SPEEDUP);
    await markScoreFailed(db, score.id, outcome.problem, next);
    if (next) counts.retried += 1;
    else counts.failed += 1;
    log.warn(
      logLine`[lti] a score was not sent (${outcome.problem}, try ${String(score.attempts)}${next ? "" : ", given up"}): ${outcome.detail}`,
    );
  }
  metrics.ltiScoresPending.set(await pendingScoreCount(db));
  return counts;
}
