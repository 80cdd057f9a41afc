import { and, desc, eq } from "drizzle-orm";
import { storeTables, type StoreDb } from "@/lib/store";

const { trialRequests } = storeTables;

/** A trial of a signed-in person: a class session of one game, on their dashboard and its game page. */
export interface TrialSession {
  gameId: string;
  /** The session code the upstream answered; null for a request kept before codes were (0009). */
  code: string | null;
  /** ISO time of the request. */
  requestedAt: string;
}

/** Keeps a trial of a signed-in person and its session code, for their dashboard and the game's page. */
export async function recordTrialSession(
  db: StoreDb,
  accountUid: string,
  session: { gameId: string; code: string | null },
  now = new Date(),
): Promise<void> {
  await db.insert(trialRequests).values({ accountUid, gameId: session.gameId, code: session.code, requestedAt: now });
}

/** The person's latest trial per game, newest first (one game: `gameId`). */
export async function trialSessionsOf(db: StoreDb, accountUid: string, gameId?: string): Promise<TrialSession[]> {
  const latest = db
    .selectDistinctOn([trialRequests.gameId], {
      gameId: trialRequests.gameId,
      code: trialRequests.code,
      requestedAt: trialRequests.requestedAt,
    })
    .from(trialRequests)
    .where(and(eq(trialRequests.accountUid, accountUid), gameId === undefined ? undefined : eq(trialRequests.gameId, gameId)))
    .orderBy(trialRequests.gameId, desc(trialRequests.requestedAt), desc(trialRequests.id))
    .as("latest");
  const rows = await db.select().from(latest).orderBy(desc(latest.requestedAt)).limit(20);
  return rows.map((row) => ({ gameId: row.gameId, code: row.code, requestedAt: new Date(row.requestedAt).toISOString() }));
}
