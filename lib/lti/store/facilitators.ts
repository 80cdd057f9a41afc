import { randomBytes } from "node:crypto";
import type { SqlClient } from "@/lib/store/client";

/** An LMS instructor (platform issuer + subject) and the upstream account made for them. */
export interface FacilitatorLink {
  upstreamEmail: string;
  name: string;
  /** Whether the upstream account has been made (a first launch registers it before trying to sign in). */
  upstreamReady: boolean;
}

interface Row {
  upstream_email: string;
  name: string;
  upstream_ready_at: Date | string | null;
}

const toLink = (row: Row): FacilitatorLink => ({ upstreamEmail: row.upstream_email, name: row.name, upstreamReady: row.upstream_ready_at !== null });

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
 * latest. Keyed by issuer + client id + subject (issue 39, row 3): a second registration of the same
 * issuer never reaches the first one's accounts.
 */
export async function linkFacilitator(db: SqlClient, registration: Registration, subject: string, name: string): Promise<FacilitatorLink> {
  const { rows } = await db.query<Row>(
    `insert into site_lti_accounts (issuer, client_id, subject, upstream_email, name) values ($1, $2, $3, $4, $5)
     on conflict (issuer, client_id, subject) do update set name = excluded.name
     returning upstream_email, name, upstream_ready_at`,
    [registration.issuer, registration.clientId, subject, newUpstreamEmail(), name],
  );
  return toLink(rows[0]!);
}

export async function markUpstreamReady(db: SqlClient, email: string, now = new Date()): Promise<void> {
  await db.query("update site_lti_accounts set upstream_ready_at = $2 where upstream_email = $1 and upstream_ready_at is null", [email, now.toISOString()]);
}

export async function facilitatorByUpstreamEmail(db: SqlClient, email: string): Promise<FacilitatorLink | null> {
  const { rows } = await db.query<Row>("select upstream_email, name, upstream_ready_at from site_lti_accounts where upstream_email = $1", [email]);
  return rows[0] ? toLink(rows[0]) : null;
}
