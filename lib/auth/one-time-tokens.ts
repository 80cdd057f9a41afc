import { createHash, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { env } from "@/lib/env";
import { hashSecretHandle, isSecretHandle, newSecretHandle } from "@/lib/store/secret-handles";
import type { Role } from "@/lib/roles";
import { normaliseEmail } from "@/upstream-contract/email-address/canonical";
import { storeTables, type StoreDb } from "@/lib/store";

const { oneTimeTokens: tokens } = storeTables;

export type TokenPurpose = "password-reset" | "verify-email" | "lti-launch";

/** Seconds a link stays usable; a reset link's lifetime is the one setting RESET_LINK_TTL_SECONDS (30 minutes). */
export const tokenLifetimeSeconds: Record<TokenPurpose, number> = {
  "password-reset": env.RESET_LINK_TTL_SECONDS,
  "verify-email": 24 * 60 * 60,
  // An LTI launch hands an instructor to the sign-in page at once (lib/lti/facilitator-sign-in.ts).
  "lti-launch": 2 * 60,
};

export interface TokenSubject {
  email: string;
  mode: Role;
}

export type TokenProblem = "unknown" | "used" | "expired";
export type TokenCheck = ({ ok: true } & TokenSubject) | { ok: false; problem: TokenProblem };

const rowFields = { email: tokens.email, mode: tokens.mode, expiresAt: tokens.expiresAt, usedAt: tokens.usedAt };

type Row = Pick<typeof tokens.$inferSelect, keyof typeof rowFields>;

const subjectOf = (row: Row): TokenSubject => ({ email: row.email, mode: row.mode });

/**
 * A new token for `subject`; every older unused one of the same purpose and address is deleted, so
 * only the newest link works. Only the hash is stored; the caller mails the token itself.
 */
export async function issueToken(
  db: StoreDb,
  purpose: TokenPurpose,
  subject: TokenSubject,
  now = new Date(),
  lifetimeSeconds = tokenLifetimeSeconds[purpose],
  /** SHA-256 (hex) of a nonce the redeeming browser must show (an LTI launch's binding cookie). */
  bindingHash: string | null = null,
): Promise<string> {
  const token = newSecretHandle();
  const email = normaliseEmail(subject.email);
  const expires = new Date(now.getTime() + lifetimeSeconds * 1000);
  await db.delete(tokens).where(and(eq(tokens.purpose, purpose), eq(tokens.email, email), isNull(tokens.usedAt)));
  await db
    .insert(tokens)
    .values({ tokenHash: hashSecretHandle(token), purpose, email, mode: subject.mode, createdAt: now, expiresAt: expires, bindingHash });
  return token;
}

/** When the newest still usable token for this address was issued, or null (none, or all used or expired). */
export async function lastIssuedAt(db: StoreDb, purpose: TokenPurpose, email: string, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: tokens.createdAt })
    .from(tokens)
    .where(and(eq(tokens.purpose, purpose), eq(tokens.email, normaliseEmail(email)), isNull(tokens.usedAt), gt(tokens.expiresAt, now)))
    .orderBy(desc(tokens.createdAt))
    .limit(1);
  return row ? row.createdAt : null;
}

function problemOf(row: Row | undefined, now: Date): TokenProblem | null {
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return null;
}

/** Whether the token could be used now, without using it (the page shows the form or the problem). */
export async function checkToken(db: StoreDb, purpose: TokenPurpose, token: string, now = new Date()): Promise<TokenCheck> {
  if (!isSecretHandle(token)) return { ok: false, problem: "unknown" };
  const [row] = await db
    .select(rowFields)
    .from(tokens)
    .where(and(eq(tokens.tokenHash, hashSecretHandle(token)), eq(tokens.purpose, purpose)));
  const problem = problemOf(row, now);
  return problem ? { ok: false, problem } : { ok: true, ...subjectOf(row!) };
}

/** The address a token was issued for, used or not; null for a token never issued. */
export async function tokenEmail(db: StoreDb, purpose: TokenPurpose, token: string): Promise<string | null> {
  if (!isSecretHandle(token)) return null;
  const [row] = await db
    .select({ email: tokens.email })
    .from(tokens)
    .where(and(eq(tokens.tokenHash, hashSecretHandle(token)), eq(tokens.purpose, purpose)));
  return row?.email ?? null;
}

/** Uses the token: of two concurrent claims only one succeeds. */
export async function claimToken(db: StoreDb, purpose: TokenPurpose, token: string, now = new Date()): Promise<TokenCheck> {
  if (!isSecretHandle(token)) return { ok: false, problem: "unknown" };
  const [claimed] = await db
    .update(tokens)
    .set({ usedAt: now })
    .where(
      and(eq(tokens.tokenHash, hashSecretHandle(token)), eq(tokens.purpose, purpose), isNull(tokens.usedAt), gt(tokens.expiresAt, now)),
    )
    .returning(rowFields);
  if (claimed) return { ok: true, ...subjectOf(claimed) };
  return checkToken(db, purpose, token, now);
}

/**
 * Whether the nonce a browser shows is the one the token was bound to when issued (constant-time); a
 * token issued without a binding is bound to nothing and never matches.
 */
export async function isBoundTo(db: StoreDb, purpose: TokenPurpose, token: string, nonce: string | null | undefined): Promise<boolean> {
  if (!nonce || !isSecretHandle(token)) return false;
  const [row] = await db
    .select({ bindingHash: tokens.bindingHash })
    .from(tokens)
    .where(and(eq(tokens.tokenHash, hashSecretHandle(token)), eq(tokens.purpose, purpose)));
  const expected = row?.bindingHash;
  if (!expected) return false;
  const shown = Buffer.from(createHash("sha256").update(nonce).digest("hex"));
  return shown.length === expected.length && timingSafeEqual(shown, Buffer.from(expected));
}

/** Gives a claimed token back, when the work it was claimed for could not be done (upstream down). */
export async function releaseToken(db: StoreDb, purpose: TokenPurpose, token: string): Promise<void> {
  await db
    .update(tokens)
    .set({ usedAt: null })
    .where(and(eq(tokens.tokenHash, hashSecretHandle(token)), eq(tokens.purpose, purpose)));
}
