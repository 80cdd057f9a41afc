import { and, eq, gte, lt, sql } from "drizzle-orm";
import { normaliseEmail } from "@/upstream-contract/email-address/canonical";
import { rowsOf } from "@/lib/store/open";
import { storeTables, type StoreDb } from "@/lib/store";

const { endedSessions, sessionCutoffs } = storeTables;

/** What the session cookie tells about the session (lib/auth/options.ts puts it there at sign-in). */
export interface SessionRef {
  sid?: string;
  email?: string;
  /** Milliseconds since the epoch. */
  signedInAt?: number;
}

/** Records one session as ended; kept until its cookie could no longer be valid anyway. */
export async function endSession(db: StoreDb, sid: string, expiresAtMs: number, now = new Date()): Promise<void> {
  await db
    .insert(endedSessions)
    .values({ sid, endedAt: now, expiresAt: new Date(Math.max(expiresAtMs, now.getTime())) })
    .onConflictDoNothing({ target: endedSessions.sid });
}

/** Ends every session of this account that began before `now` (a password reset). */
export async function endSessionsOf(db: StoreDb, email: string, now = new Date()): Promise<void> {
  await db
    .insert(sessionCutoffs)
    .values({ email: normaliseEmail(email), cutoffAt: now })
    .onConflictDoUpdate({ target: sessionCutoffs.email, set: { cutoffAt: sql`greatest(${sessionCutoffs.cutoffAt}, excluded.cutoff_at)` } });
}

/** When the account's last completed password reset ended its sessions (ms since the epoch), or null. */
export async function sessionCutoffOf(db: StoreDb, email: string): Promise<number | null> {
  const [row] = await db
    .select({ cutoffAt: sessionCutoffs.cutoffAt })
    .from(sessionCutoffs)
    .where(eq(sessionCutoffs.email, normaliseEmail(email)));
  return row ? row.cutoffAt.getTime() : null;
}

/** A session without an id (a cookie from before ids existed) counts as ended. */
export async function isSessionEnded(db: StoreDb, ref: SessionRef): Promise<boolean> {
  if (!ref.sid || !ref.email || typeof ref.signedInAt !== "number") return true;
  const ended = db
    .select({ one: sql`1` })
    .from(endedSessions)
    .where(eq(endedSessions.sid, ref.sid));
  const cutOff = db
    .select({ one: sql`1` })
    .from(sessionCutoffs)
    .where(and(eq(sessionCutoffs.email, normaliseEmail(ref.email)), gte(sessionCutoffs.cutoffAt, new Date(ref.signedInAt))));
  // One round trip for both questions: a select of two exists() has no table for drizzle's builder.
  const [row] = await rowsOf<{ ended: boolean }>(db, sql`select exists (${ended}) or exists (${cutOff}) as ended`);
  return row?.ended === true;
}

/** Drops records of sessions whose cookies have expired by now. */
export async function pruneEndedSessions(db: StoreDb, now = new Date()): Promise<void> {
  await db.delete(endedSessions).where(lt(endedSessions.expiresAt, now));
}
