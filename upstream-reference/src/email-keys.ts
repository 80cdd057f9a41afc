import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { canonicalEmail } from "@/upstream-contract/email-address/canonical";
import { emailSkeleton } from "@/upstream-contract/email-address/skeleton";
import type { Db } from "./database";
import { users } from "./schema";

/**
 * The columns an account's address fills: the address as its owner typed it (where mail goes, the one a
 * verification link proves), its canonical key and that key's skeleton.
 */
export function emailColumns(canonical: string, typed: string = canonical) {
  return { email: typed, emailKey: canonical, emailSkeleton: emailSkeleton(canonical) };
}

/** The account an address names, by its canonical key. */
export async function findByEmailKey(db: Db, typed: string) {
  const key = canonicalEmail(typed);
  if (!key) return undefined;
  const [row] = await db.select().from(users).where(eq(users.emailKey, key));
  return row;
}

/** An account other than `key`'s own whose address reads the same to a person. */
export async function lookAlikeOf(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.emailSkeleton, emailSkeleton(key)), ne(users.emailKey, key)))
    .limit(1);
  return row !== undefined;
}

/**
 * Gives every account made before keys existed its key, once. Two accounts whose addresses become one
 * key are not merged: the older keeps the key, the newer keeps none (no address signs in to it) and is
 * listed by emailKeyCollisions for the operator to decide.
 */
export async function fillEmailKeys(db: Db): Promise<void> {
  const rows = await db.select({ uid: users.uid, email: users.email }).from(users).where(isNull(users.emailKey)).orderBy(users.createdAt);
  for (const row of rows) {
    const key = canonicalEmail(row.email);
    if (!key) continue;
    await db
      .update(users)
      .set({ emailKey: key, emailSkeleton: emailSkeleton(key) })
      .where(and(eq(users.uid, row.uid), sql`not exists (select 1 from ${users} other where other.email_key = ${key})`));
  }
}

/**
 * Brings every stored skeleton to the current rule, once per opening: a stricter rule (marks, case)
 * must also see the accounts made under the one before it.
 */
export async function refreshEmailSkeletons(db: Db): Promise<void> {
  const rows = await db
    .select({ uid: users.uid, key: users.emailKey, skeleton: users.emailSkeleton })
    .from(users)
    .where(isNotNull(users.emailKey));
  for (const row of rows) {
    const current = emailSkeleton(row.key!);
    if (current !== row.skeleton) await db.update(users).set({ emailSkeleton: current }).where(eq(users.uid, row.uid));
  }
}

/** Accounts left without a key because another account holds it: each with the address that holds it. */
export async function emailKeyCollisions(db: Db): Promise<Array<{ uid: string; email: string; key: string; heldBy: string }>> {
  const orphans = await db.select({ uid: users.uid, email: users.email }).from(users).where(isNull(users.emailKey));
  const found = [];
  for (const orphan of orphans) {
    const key = canonicalEmail(orphan.email);
    if (!key) continue;
    const [holder] = await db.select({ uid: users.uid }).from(users).where(eq(users.emailKey, key));
    if (holder) found.push({ ...orphan, key, heldBy: holder.uid });
  }
  return found;
}
