import "server-only";
import { log } from "@/lib/log";
import { getTableName, lt, or, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { storeTables, type StoreDb } from "@/lib/store";
import { sharedLimiter } from "@/lib/limits";
import { tryConsume } from "@/lib/limits/limiter";
import { env } from "@/lib/env";

export const SWEEP_INTERVAL_SECONDS = 60 * 60;

/** Rows deleted per table by one sweep. */
export type SweepCounts = Record<string, number>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what nobody reads again: one-time links used or expired more than
 * `keepDays` ago (a link used within them still says "already used"), kept mail older than that, LTI
 * login states, deep-linking requests and spent registration invites past it, learners' course launches,
 * graded launches, scores and opened class sessions older than that, and ended sessions, rate-limit counters and game hosts' calls whose
 * time is over.
 */
export async function sweepStore(db: StoreDb, now = new Date(), keepDays = env.SWEEP_KEEP_DAYS): Promise<SweepCounts> {
  const cutoff = new Date(now.getTime() - keepDays * DAY_MS);
  const t = storeTables;
  const spent: Array<[PgTable, ...PgColumn[]]> = [
    [t.oneTimeTokens, t.oneTimeTokens.expiresAt, t.oneTimeTokens.usedAt],
    [t.mailOutbox, t.mailOutbox.createdAt],
    [t.ltiLoginStates, t.ltiLoginStates.expiresAt],
    [t.ltiDeepLinks, t.ltiDeepLinks.expiresAt],
    [t.ltiSpentInvites, t.ltiSpentInvites.expiresAt],
    [t.ltiLearnerLaunches, t.ltiLearnerLaunches.launchedAt],
    [t.ltiParticipations, t.ltiParticipations.expiresAt],
    // A score is given up within a day of its making, so none older than `keepDays` is still pending.
    [t.ltiScores, t.ltiScores.createdAt],
    // A session is on its facilitator's dashboard for a day.
    [t.openedSessions, t.openedSessions.openedAt],
  ];
  const over: Array<[PgTable, PgColumn]> = [
    [t.endedSessions, t.endedSessions.expiresAt],
    [t.rateLimits, t.rateLimits.expire],
    [t.gameHostCalls, t.gameHostCalls.expiresAt],
  ];
  const counts: SweepCounts = {};
  const sweep = async (table: PgTable, before: Date, columns: PgColumn[]) => {
    const deleted = await db
      .delete(table)
      .where(or(...columns.map((column) => lt(column, before))))
      .returning({ one: sql`1` });
    counts[getTableName(table)] = deleted.length;
  };
  for (const [table, ...columns] of spent) await sweep(table, cutoff, columns);
  for (const [table, column] of over) await sweep(table, now, [column]);
  return counts;
}

const KEY = Symbol.for("simulation-games-site.sweep");
type Holder = { [KEY]?: number };

/**
 * The in-app schedule: at most once an hour per instance (a clock in memory), and at most once an
 * hour for all instances together (a turn in the shared rate-limit table), never on the request's
 * path: callers do not wait for it, and a failure is only logged.
 */
export function sweepSoon(db: () => Promise<StoreDb>, now = Date.now()): Promise<SweepCounts | null> {
  const holder = globalThis as Holder;
  if (holder[KEY] !== undefined && now - holder[KEY] < SWEEP_INTERVAL_SECONDS * 1000) return Promise.resolve(null);
  holder[KEY] = now;
  return (async () => {
    const turn = await tryConsume(await sharedLimiter("sweep-turn", { points: 1, duration: SWEEP_INTERVAL_SECONDS }), "site");
    if (!turn.allowed) return null;
    return sweepStore(await db());
  })().catch((error: unknown) => {
    log.error({ err: error instanceof Error ? error.message : error }, "[sweep] the store could not be swept");
    return null;
  });
}

/** Tests only: the next sweepSoon runs whatever the clock says. */
export function forgetLastSweepForTests(): void {
  delete (globalThis as Holder)[KEY];
}

/** Called on the paths that make rows (forms, LTI logins); off under Jest, whose stores come and go per test. */
export function scheduleSweep(db: () => Promise<StoreDb>): void {
  if (env.NODE_ENV === "test") return;
  void sweepSoon(db);
}
