import { and, eq, isNull, lt, or } from "drizzle-orm";
import { storeTables, type StoreDb } from "@/lib/store";
import { excluded } from "@/lib/store/excluded";

const { idempotencyKeys: keys } = storeTables;

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
export async function claimKey(db: StoreDb, claim: Claim, now = new Date(), staleMs = STALE_MS): Promise<Existing> {
  const startedAt = now.toISOString();
  const taken = await db
    .insert(keys)
    .values({ ...claim, startedAt: now, expiresAt: new Date(now.getTime() + KEEP_MS) })
    .onConflictDoUpdate({
      target: keys.id,
      set: {
        fingerprint: excluded(keys.fingerprint),
        status: null,
        answer: null,
        startedAt: excluded(keys.startedAt),
        expiresAt: excluded(keys.expiresAt),
      },
      setWhere: or(
        lt(keys.expiresAt, now),
        and(isNull(keys.status), lt(keys.startedAt, new Date(now.getTime() - staleMs)), eq(keys.fingerprint, excluded(keys.fingerprint))),
      ),
    })
    .returning({ id: keys.id });
  if (taken.length) return { state: "mine", startedAt };
  const [row] = await db
    .select({ fingerprint: keys.fingerprint, status: keys.status, answer: keys.answer, startedAt: keys.startedAt })
    .from(keys)
    .where(eq(keys.id, claim.id));
  // Swept between the two statements: as good as running, the client may try again.
  if (!row) return { state: "running", takeoverInMs: 0 };
  if (row.fingerprint !== claim.fingerprint) return { state: "other-body" };
  if (row.status === null || row.answer === null) {
    const takeoverAt = row.startedAt.getTime() + staleMs;
    return { state: "running", takeoverInMs: Math.max(0, takeoverAt - now.getTime()) };
  }
  return { state: "done", status: row.status, answer: row.answer };
}

/** Keeps the answer of the request that claimed the key (and still holds it). */
export async function keepAnswer(db: StoreDb, id: string, startedAt: string, status: number, answer: string): Promise<void> {
  await db
    .update(keys)
    .set({ status, answer })
    .where(and(eq(keys.id, id), eq(keys.startedAt, new Date(startedAt)), isNull(keys.status)));
}

/** Frees the key (the request failed on our side): a retry with it runs again. */
export async function releaseKey(db: StoreDb, id: string, startedAt: string): Promise<void> {
  await db.delete(keys).where(and(eq(keys.id, id), eq(keys.startedAt, new Date(startedAt)), isNull(keys.status)));
}

/** Deletes the rows past their day. */
export async function sweepKeys(db: StoreDb, now = new Date()): Promise<number> {
  const swept = await db.delete(keys).where(lt(keys.expiresAt, now)).returning({ id: keys.id });
  return swept.length;
}
