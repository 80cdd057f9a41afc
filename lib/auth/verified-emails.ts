import { eq } from "drizzle-orm";
import { normaliseEmail } from "@/upstream-contract/email-address/canonical";
import { storeTables, type StoreDb } from "@/lib/store";

const { verifiedEmails } = storeTables;

export async function markEmailVerified(db: StoreDb, email: string, now = new Date()): Promise<void> {
  await db
    .insert(verifiedEmails)
    .values({ email: normaliseEmail(email), verifiedAt: now })
    .onConflictDoNothing({ target: verifiedEmails.email });
}

export async function isEmailVerifiedHere(db: StoreDb, email: string): Promise<boolean> {
  const rows = await db
    .select({ email: verifiedEmails.email })
    .from(verifiedEmails)
    .where(eq(verifiedEmails.email, normaliseEmail(email)));
  return rows.length > 0;
}
