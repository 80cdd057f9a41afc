import { and, count, eq, inArray, lte, sql } from "drizzle-orm";
import { storeTables, type StoreDb } from "@/lib/store";
import type { ScoreProblem } from "../ags/score-problem";

const { ltiScores: scores } = storeTables;

export type ScoreState = "pending" | "sent" | "failed";

/** A score the outbox is about to send: taken by one instance for the lease below. */
export interface DueScore {
  id: number;
  linkId: number;
  userId: string;
  /** Tries made, this one included. */
  attempts: number;
  completedAt: Date;
  createdAt: Date;
}

/** How long an instance holds the scores it took: past it, another instance may try them (the first one died mid-send). */
export const SCORE_LEASE_MS = 2 * 60_000;

/** Queues the learner's score for the link: true the first time, false for every later arrival (one score per learner and link). */
export async function queueScore(db: StoreDb, linkId: number, userId: string, now = new Date()): Promise<boolean> {
  const queued = await db
    .insert(scores)
    .values({ linkId, userId, completedAt: now, nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing({ target: [scores.linkId, scores.userId] })
    .returning({ id: scores.id });
  return queued.length === 1;
}

/**
 * Takes up to `limit` pending scores whose time has come, counting a try for each and moving their next
 * time past the lease; rows another instance holds are skipped, so each score goes out from one instance.
 */
export async function takeDueScores(db: StoreDb, now = new Date(), limit = 20): Promise<DueScore[]> {
  const due = db
    .select({ id: scores.id })
    .from(scores)
    .where(and(eq(scores.state, "pending"), lte(scores.nextAttemptAt, now)))
    .orderBy(scores.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(scores)
    .set({ attempts: sql`${scores.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + SCORE_LEASE_MS) })
    .where(inArray(scores.id, due))
    .returning({
      id: scores.id,
      linkId: scores.linkId,
      userId: scores.userId,
      attempts: scores.attempts,
      completedAt: scores.completedAt,
      createdAt: scores.createdAt,
    });
}

export async function markScoreSent(db: StoreDb, id: number, now = new Date()): Promise<void> {
  await db.update(scores).set({ state: "sent", problem: null, sentAt: now }).where(eq(scores.id, id));
}

/** A try that failed: tried again at `next`, or given up for good with null. */
export async function markScoreFailed(db: StoreDb, id: number, problem: ScoreProblem, next: Date | null): Promise<void> {
  await db
    .update(scores)
    .set(next ? { problem, nextAttemptAt: next } : { problem, state: "failed" })
    .where(eq(scores.id, id));
}

export interface ScoreStatus {
  linkId: number;
  userId: string;
  state: ScoreState;
  problem: ScoreProblem | null;
}

/** The scores of some links (a course's), for the dashboard. */
export async function scoresOfLinks(db: StoreDb, linkIds: readonly number[]): Promise<ScoreStatus[]> {
  if (linkIds.length === 0) return [];
  const rows = await db
    .select({ linkId: scores.linkId, userId: scores.userId, state: scores.state, problem: scores.problem })
    .from(scores)
    .where(inArray(scores.linkId, [...linkIds]))
    .limit(20_000);
  return rows.map((row) => ({ ...row, state: row.state as ScoreState, problem: row.problem as ScoreProblem | null }));
}

/** Scores waiting to go out, for the operators' gauge. */
export async function pendingScoreCount(db: StoreDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(scores).where(eq(scores.state, "pending"));
  return row?.n ?? 0;
}
