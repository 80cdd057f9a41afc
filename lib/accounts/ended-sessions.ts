import { normaliseEmail } from "@/lib/mail/address";
import type { SqlClient } from "@/lib/store/client";

/** What the session cookie tells about the session (lib/auth/options.ts puts it there at sign-in). */
export interface SessionRef {
  sid?: string;
  email?: string;
  /** Milliseconds since the epoch. */
  signedInAt?: number;
}

/** Records one session as ended; kept until its cookie could no longer be valid anyway. */
export async function endSession(db: SqlClient, sid: string, expiresAtMs: number, now = new Date()): Promise<void> {
  await db.query(
    "insert into site_ended_sessions (sid, ended_at, expires_at) values ($1, $2, $3) on conflict (sid) do nothing",
    [sid, now.toISOString(), new Date(Math.max(expiresAtMs, now.getTime())).toISOString()],
  );
}

/** Ends every session of this account that began before `now` (a password reset). */
export async function endSessionsOf(db: SqlClient, email: string, now = new Date()): Promise<void> {
  await db.query(
    `insert into site_session_cutoffs (email, cutoff_at) values ($1, $2)
     on conflict (email) do update set cutoff_at = greatest(site_session_cutoffs.cutoff_at, excluded.cutoff_at)`,
    [normaliseEmail(email), now.toISOString()],
  );
}

/** When the account's last completed password reset ended its sessions (ms since the epoch), or null. */
export async function sessionCutoffOf(db: SqlClient, email: string): Promise<number | null> {
  const { rows } = await db.query<{ cutoff_at: Date | string }>("select cutoff_at from site_session_cutoffs where email = $1", [normaliseEmail(email)]);
  return rows[0] ? new Date(rows[0].cutoff_at).getTime() : null;
}

/** A session without an id (a cookie from before ids existed) counts as ended. */
export async function isSessionEnded(db: SqlClient, ref: SessionRef): Promise<boolean> {
  if (!ref.sid || !ref.email || typeof ref.signedInAt !== "number") return true;
  const { rows } = await db.query<{ ended: boolean }>(
    `select exists (select 1 from site_ended_sessions where sid = $1)
        or exists (select 1 from site_session_cutoffs where email = $2 and cutoff_at >= $3) as ended`,
    [ref.sid, normaliseEmail(ref.email), new Date(ref.signedInAt).toISOString()],
  );
  return rows[0]?.ended === true;
}

/** Drops records of sessions whose cookies have expired by now. */
export async function pruneEndedSessions(db: SqlClient, now = new Date()): Promise<void> {
  await db.query("delete from site_ended_sessions where expires_at < $1", [now.toISOString()]);
}
