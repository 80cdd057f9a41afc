import type { SqlClient } from "@/lib/store/client";

/** Answers are kept a day (the IETF draft's examples do the same); a first request may run this long before a retry takes over. */
export const KEEP_MS = 24 * 60 * 60 * 1000;
/** Without a caller's own figure (lib/api/idempotency.ts passes the upstream's timeout plus a margin). */
export const STALE_MS = 60 * 1000;

export interface Claim {
  id: string;
  fingerprint: string;
}

export type Existing =
  | { state: "mine"; startedAt: string }
  /** takeoverInMs: how long until a retry with the same body may take the key over. */
  | { state: "running"; takeoverInMs: number }
  | { state: "other-body" }
  | { state: "done"; status: number; answer: string };

/**
 * Takes the key for this request, or says what holds it. A row past its day is free again; one whose
 * first request never finished (its instance died) is taken over after staleMs by the same body.
 */
export async function claimKey(db: SqlClient, claim: Claim, now = new Date(), staleMs = STALE_MS): Promise<Existing> {
  const startedAt = now.toISOString();
  const { rows } = await db.query<{ id: string }>(
    `insert into site_idempotency_keys (id, fingerprint, started_at, expires_at) values ($1, $2, $3, $4)
     on conflict (id) do update set fingerprint = excluded.fingerprint, status = null, answer = null,
       started_at = excluded.started_at, expires_at = excluded.expires_at
     where site_idempotency_keys.expires_at < $3
        or (site_idempotency_keys.status is null and site_idempotency_keys.started_at < $5
            and site_idempotency_keys.fingerprint = excluded.fingerprint)
     returning id`,
    [claim.id, claim.fingerprint, startedAt, new Date(now.getTime() + KEEP_MS).toISOString(), new Date(now.getTime() - staleMs).toISOString()],
  );
  if (rows.length) return { state: "mine", startedAt };
  const found = await db.query<{ fingerprint: string; status: number | null; answer: string | null; started_at: string | Date }>(
    "select fingerprint, status, answer, started_at from site_idempotency_keys where id = $1",
    [claim.id],
  );
  const row = found.rows[0];
  // Swept between the two statements: as good as running, the client may try again.
  if (!row) return { state: "running", takeoverInMs: 0 };
  if (row.fingerprint !== claim.fingerprint) return { state: "other-body" };
  if (row.status === null || row.answer === null) {
    const takeoverAt = new Date(row.started_at).getTime() + staleMs;
    return { state: "running", takeoverInMs: Math.max(0, takeoverAt - now.getTime()) };
  }
  return { state: "done", status: row.status, answer: row.answer };
}

/** Keeps the answer of the request that claimed the key (and still holds it). */
export async function keepAnswer(db: SqlClient, id: string, startedAt: string, status: number, answer: string): Promise<void> {
  await db.query("update site_idempotency_keys set status = $3, answer = $4 where id = $1 and started_at = $2 and status is null", [
    id,
    startedAt,
    status,
    answer,
  ]);
}

/** Frees the key (the request failed on our side): a retry with it runs again. */
export async function releaseKey(db: SqlClient, id: string, startedAt: string): Promise<void> {
  await db.query("delete from site_idempotency_keys where id = $1 and started_at = $2 and status is null", [id, startedAt]);
}

/** Deletes the rows past their day. */
export async function sweepKeys(db: SqlClient, now = new Date()): Promise<number> {
  const { rows } = await db.query<{ id: string }>("delete from site_idempotency_keys where expires_at < $1 returning id", [now.toISOString()]);
  return rows.length;
}
