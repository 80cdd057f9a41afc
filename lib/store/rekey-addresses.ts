import "server-only";
import { eq, sql } from "drizzle-orm";
import { normaliseEmail } from "@/upstream-contract/email-address/canonical";
import type { StoreDb } from "./store-db";
import { oneTimeTokens, sessionCutoffs, verifiedEmails } from "./schema";

const nonAscii = (column: typeof verifiedEmails.email | typeof sessionCutoffs.email | typeof oneTimeTokens.email) =>
  sql`${column} ~ '[^\\x01-\\x7f]'`;

/**
 * Rows written before addresses had one canonical form (they were trimmed and lower-cased, which is
 * already the canonical form of an ASCII address) move to it: only non-ASCII ones can differ, so the
 * check at each start reads a handful of rows at most. Where the canonical row exists already, the two
 * are one: a verification stands, the later session cutoff wins.
 */
export async function rekeyStoredAddresses(db: StoreDb): Promise<void> {
  for (const { email, verifiedAt } of await db.select().from(verifiedEmails).where(nonAscii(verifiedEmails.email))) {
    const key = normaliseEmail(email);
    if (key === email) continue;
    await db.insert(verifiedEmails).values({ email: key, verifiedAt }).onConflictDoNothing();
    await db.delete(verifiedEmails).where(eq(verifiedEmails.email, email));
  }
  for (const { email, cutoffAt } of await db.select().from(sessionCutoffs).where(nonAscii(sessionCutoffs.email))) {
    const key = normaliseEmail(email);
    if (key === email) continue;
    await db
      .insert(sessionCutoffs)
      .values({ email: key, cutoffAt })
      .onConflictDoUpdate({
        target: sessionCutoffs.email,
        set: { cutoffAt: sql`greatest(${sessionCutoffs.cutoffAt}, excluded.cutoff_at)` },
      });
    await db.delete(sessionCutoffs).where(eq(sessionCutoffs.email, email));
  }
  for (const { tokenHash, email } of await db
    .select({ tokenHash: oneTimeTokens.tokenHash, email: oneTimeTokens.email })
    .from(oneTimeTokens)
    .where(nonAscii(oneTimeTokens.email))) {
    const key = normaliseEmail(email);
    if (key !== email) await db.update(oneTimeTokens).set({ email: key }).where(eq(oneTimeTokens.tokenHash, tokenHash));
  }
}
