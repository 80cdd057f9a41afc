import { createHash } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { upstreamRequestMessages } from "@/upstream-contract/messages";
import { UpstreamError } from "@/upstream-contract/errors";
import type { WriteOptions, Written } from "@/upstream-contract/types";
import type { Db } from "./database";
import { idempotencyKeys } from "./schema";

/** A key answers its first answer for a day; after that it is a new key. */
export const KEEP_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const lastSweep = new WeakMap<Db, number>();

export interface Keyed {
  /** Its Idempotency-Key (the site sends its own hashed, namespaced id; none: the write simply runs). */
  write: WriteOptions | undefined;
  /** The call it belongs to: the same key on another call is refused (422). */
  operation: string;
  /** What the write was asked to do (no secrets): the same key with another input is refused too (422). */
  input: unknown;
  now: number;
}

/**
 * Runs a write once per key: the key is inserted in the write's own transaction, so the write and its
 * stored answer commit together. A concurrent call with the same key waits on the key's unique index
 * until the first commits, then answers the first answer, `replayed`; if the first rolled back, it runs.
 */
export async function once<T>(db: Db, keyed: Keyed, run: (tx: Db) => Promise<T>): Promise<Written<T>> {
  const { write, operation, now } = keyed;
  const key = write?.idempotencyKey;
  const fingerprint = createHash("sha256")
    .update(JSON.stringify(keyed.input ?? null))
    .digest("hex");
  if (!write || !key) return { value: await run(db), replayed: false };
  await sweepNowAndThen(db, now);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ key, operation, fingerprint, answer: "null", createdAt: new Date(now) })
      .onConflictDoUpdate({
        target: idempotencyKeys.key,
        set: { operation, fingerprint, answer: "null", createdAt: new Date(now) },
        where: lt(idempotencyKeys.createdAt, new Date(now - KEEP_MS)),
      })
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [row] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      if (!row || row.operation !== operation || row.fingerprint !== fingerprint)
        throw new UpstreamError(422, upstreamRequestMessages.idempotencyKeyReused);
      return { value: JSON.parse(row.answer) as T, replayed: true };
    }
    const value = await run(tx);
    await tx
      .update(idempotencyKeys)
      .set({ answer: JSON.stringify(value ?? null) })
      .where(eq(idempotencyKeys.key, key));
    return { value, replayed: false };
  });
}

/** Keys past their day go as new ones come, at most every ten minutes per database handle. */
async function sweepNowAndThen(db: Db, now: number): Promise<void> {
  if (now - (lastSweep.get(db) ?? -Infinity) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - KEEP_MS)));
}
