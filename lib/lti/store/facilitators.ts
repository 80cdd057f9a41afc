import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { storeTables, type StoreDb } from "@/lib/store";
import { excluded } from "@/lib/store/excluded";

const { ltiAccounts: accounts } = storeTables;

/** An LMS instructor (platform issuer + subject) and the upstream account made for them. */
export interface FacilitatorLink {
  upstreamEmail: string;
  name: string;
  /** Whether the upstream account has been made (a first launch registers it before trying to sign in). */
  upstreamReady: boolean;
}

const linkFields = { upstreamEmail: accounts.upstreamEmail, name: accounts.name, upstreamReadyAt: accounts.upstreamReadyAt };

const toLink = (row: { upstreamEmail: string; name: string; upstreamReadyAt: Date | null }): FacilitatorLink => ({
  upstreamEmail: row.upstreamEmail,
  name: row.name,
  upstreamReady: row.upstreamReadyAt !== null,
});

/**
 * The upstream e-mail of an LMS identity: made once, random, under the reserved `.invalid` domain, so it
 * can never be a real person's address and no password account is ever merged with it by e-mail.
 */
const newUpstreamEmail = () => `lti-${randomBytes(16).toString("hex")}@lti.invalid`;

/** A platform registration: one issuer may be registered several times, each with its own client id. */
export interface Registration {
  issuer: string;
  clientId: string;
}

/**
 * The link of a registration's `subject`, made on the first launch; the name follows the platform's
 * latest. Keyed by issuer + client id + subject: a second registration of the same
 * issuer never reaches the first one's accounts.
 */
export async function linkFacilitator(db: StoreDb, registration: Registration, subject: string, name: string): Promise<FacilitatorLink> {
  const [row] = await db
    .insert(accounts)
    .values({ ...registration, subject, upstreamEmail: newUpstreamEmail(), name })
    .onConflictDoUpdate({ target: [accounts.issuer, accounts.clientId, accounts.subject], set: { name: excluded(accounts.name) } })
    .returning(linkFields);
  return toLink(row!);
}

export async function markUpstreamReady(db: StoreDb, email: string, now = new Date()): Promise<void> {
  await db
    .update(accounts)
    .set({ upstreamReadyAt: now })
    .where(and(eq(accounts.upstreamEmail, email), isNull(accounts.upstreamReadyAt)));
}

export async function facilitatorByUpstreamEmail(db: StoreDb, email: string): Promise<FacilitatorLink | null> {
  const [row] = await db.select(linkFields).from(accounts).where(eq(accounts.upstreamEmail, email));
  return row ? toLink(row) : null;
}
