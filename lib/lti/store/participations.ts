import { and, eq, gt, lt } from "drizzle-orm";
import { storeTables, type StoreDb } from "@/lib/store";
import { hashSecretHandle, isSecretHandle, newSecretHandle, sweepBefore } from "@/lib/store/secret-handles";

const { ltiParticipations: participations } = storeTables;

/** A learner's launch of a graded link stays good for arriving in its lobby this long: a class, with time to spare. */
export const PARTICIPATION_TTL_SECONDS = 4 * 60 * 60;

export interface Participation {
  linkId: number;
  userId: string;
  /** The link's session code, when its professor gave one: only that lobby counts. */
  code: string | null;
}

/** Keeps the learner's launch; the returned handle is all their browser (or game host) holds of it. */
export async function openParticipation(db: StoreDb, participation: Participation, now = new Date()): Promise<string> {
  const handle = newSecretHandle();
  await db.delete(participations).where(lt(participations.expiresAt, sweepBefore(now)));
  await db.insert(participations).values({
    handleHash: hashSecretHandle(handle),
    ...participation,
    expiresAt: new Date(now.getTime() + PARTICIPATION_TTL_SECONDS * 1000),
  });
  return handle;
}

/** The launch a handle stands for, while it lasts; null for junk, unknown or expired handles. */
export async function participationOf(db: StoreDb, handle: string, now = new Date()): Promise<Participation | null> {
  if (!isSecretHandle(handle)) return null;
  const [found] = await db
    .select({ linkId: participations.linkId, userId: participations.userId, code: participations.code })
    .from(participations)
    .where(and(eq(participations.handleHash, hashSecretHandle(handle)), gt(participations.expiresAt, now)));
  return found ?? null;
}
