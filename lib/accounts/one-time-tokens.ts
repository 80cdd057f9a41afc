import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { hashSecretHandle, isSecretHandle, newSecretHandle } from "@/lib/store/secret-handles";
import type { LoginMode } from "@/lib/validations/roles";
import { normaliseEmail } from "@/lib/mail/address";
import type { SqlClient } from "@/lib/store/client";

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
  mode: LoginMode;
}

export type TokenProblem = "unknown" | "used" | "expired";
export type TokenCheck = ({ ok: true } & TokenSubject) | { ok: false; problem: TokenProblem };

interface Row {
  email: string;
  mode: LoginMode;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/**
 * A new token for `subject`; every older unused one of the same purpose and address is deleted, so
 * only the newest link works. Only the hash is stored; the caller mails the token itself.
 */
export async function issueToken(
  db: SqlClient,
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
  await db.query("delete from site_one_time_tokens where purpose = $1 and email = $2 and used_at is null", [purpose, email]);
  await db.query(
    "insert into site_one_time_tokens (token_hash, purpose, email, mode, created_at, expires_at, binding_hash) values ($1, $2, $3, $4, $5, $6, $7)",
    [hashSecretHandle(token), purpose, email, subject.mode, now.toISOString(), expires.toISOString(), bindingHash],
  );
  return token;
}

/** When the newest still usable token for this address was issued, or null (none, or all used or expired). */
export async function lastIssuedAt(db: SqlClient, purpose: TokenPurpose, email: string, now = new Date()): Promise<Date | null> {
  const { rows } = await db.query<{ created_at: Date | string }>(
    `select created_at from site_one_time_tokens
      where purpose = $1 and email = $2 and used_at is null and expires_at > $3
      order by created_at desc limit 1`,
    [purpose, normaliseEmail(email), now.toISOString()],
  );
  return rows[0] ? new Date(rows[0].created_at) : null;
}

function problemOf(row: Row | undefined, now: Date): TokenProblem | null {
  if (!row) return "unknown";
  if (row.used_at) return "used";
  if (new Date(row.expires_at).getTime() <= now.getTime()) return "expired";
  return null;
}

/** Whether the token could be used now, without using it (the page shows the form or the problem). */
export async function checkToken(db: SqlClient, purpose: TokenPurpose, token: string, now = new Date()): Promise<TokenCheck> {
  if (!isSecretHandle(token)) return { ok: false, problem: "unknown" };
  const { rows } = await db.query<Row>(
    "select email, mode, expires_at, used_at from site_one_time_tokens where token_hash = $1 and purpose = $2",
    [hashSecretHandle(token), purpose],
  );
  const problem = problemOf(rows[0], now);
  return problem ? { ok: false, problem } : { ok: true, email: rows[0]!.email, mode: rows[0]!.mode };
}

/** Uses the token: of two concurrent claims only one succeeds. */
export async function claimToken(db: SqlClient, purpose: TokenPurpose, token: string, now = new Date()): Promise<TokenCheck> {
  if (!isSecretHandle(token)) return { ok: false, problem: "unknown" };
  const { rows } = await db.query<Row>(
    `update site_one_time_tokens set used_at = $3
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3
      returning email, mode, expires_at, used_at`,
    [hashSecretHandle(token), purpose, now.toISOString()],
  );
  if (rows[0]) return { ok: true, email: rows[0].email, mode: rows[0].mode };
  return checkToken(db, purpose, token, now);
}

/**
 * Whether the nonce a browser shows is the one the token was bound to when issued (constant-time); a
 * token issued without a binding is bound to nothing and never matches.
 */
export async function isBoundTo(db: SqlClient, purpose: TokenPurpose, token: string, nonce: string | null | undefined): Promise<boolean> {
  if (!nonce || !isSecretHandle(token)) return false;
  const { rows } = await db.query<{ binding_hash: string | null }>(
    "select binding_hash from site_one_time_tokens where token_hash = $1 and purpose = $2",
    [hashSecretHandle(token), purpose],
  );
  const expected = rows[0]?.binding_hash;
  if (!expected) return false;
  const shown = Buffer.from(createHash("sha256").update(nonce).digest("hex"));
  return shown.length === expected.length && timingSafeEqual(shown, Buffer.from(expected));
}

/** Gives a claimed token back, when the work it was claimed for could not be done (upstream down). */
export async function releaseToken(db: SqlClient, purpose: TokenPurpose, token: string): Promise<void> {
  await db.query("update site_one_time_tokens set used_at = null where token_hash = $1 and purpose = $2", [hashSecretHandle(token), purpose]);
}
