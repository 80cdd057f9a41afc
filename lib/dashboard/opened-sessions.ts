import { and, desc, eq, gt, lt } from "drizzle-orm";
import { storeTables, type StoreDb } from "@/lib/store";

const { openedSessions } = storeTables;

/** The game host keeps a professor's lobby for a game a day: "Open the game" again lands in the same one. */
export const OPENED_SESSION_MS = 24 * 60 * 60 * 1000;

/** A class session of a licensed game its facilitator opened, for their dashboard. */
export interface OpenedSession {
  gameId: string;
  code: string;
  /** ISO time the session was first opened. */
  openedAt: string;
}

/**
 * Keeps a session its facilitator just opened. Opening it again changes nothing; a code seen again after
 * its day (the host made a new lobby with an old code) starts a new record.
 */
export async function recordOpenedSession(
  db: StoreDb,
  accountUid: string,
  session: { gameId: string; code: string },
  now = new Date(),
): Promise<void> {
  await db
    .insert(openedSessions)
    .values({ code: session.code, accountUid, gameId: session.gameId, openedAt: now })
    .onConflictDoUpdate({
      target: openedSessions.code,
      set: { accountUid, gameId: session.gameId, openedAt: now },
      setWhere: lt(openedSessions.openedAt, new Date(now.getTime() - OPENED_SESSION_MS)),
    });
}

/** The person's sessions still open (opened in the last day), newest first. */
export async function openedSessionsOf(db: StoreDb, accountUid: string, now = new Date()): Promise<OpenedSession[]> {
  const rows = await db
    .select()
    .from(openedSessions)
    .where(and(eq(openedSessions.accountUid, accountUid), gt(openedSessions.openedAt, new Date(now.getTime() - OPENED_SESSION_MS))))
    .orderBy(desc(openedSessions.openedAt))
    .limit(20);
  return rows.map((row) => ({ gameId: row.gameId, code: row.code, openedAt: new Date(row.openedAt).toISOString() }));
}
