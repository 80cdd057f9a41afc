import { randomBytes } from "node:crypto";
import type { SqlClient } from "@/lib/accounts/sql";

/** An LMS instructor (platform issuer + subject) and the upstream account made for them. */
export interface FacilitatorLink {
  upstreamEmail: string;
  name: string;
}

/**
 * The upstream e-mail of an LMS identity: made once, random, under the reserved `.invalid` domain, so it
 * can never be a real person's address and no password account is ever merged with it by e-mail.
 */
const newUpstreamEmail = () => `lti-${randomBytes(16).toString("hex")}@lti.invalid`;

/** The link of `issuer` + `subject`, made on the first launch; the name follows the platform's latest. */
export async function linkFacilitator(db: SqlClient, issuer: string, subject: string, name: string): Promise<FacilitatorLink> {
  const { rows } = await db.query<{ upstream_email: string; name: string }>(
    `insert into site_lti_accounts (issuer, subject, upstream_email, name) values ($1, $2, $3, $4)
     on conflict (issuer, subject) do update set name = excluded.name
     returning upstream_email, name`,
    [issuer, subject, newUpstreamEmail(), name],
  );
  return { upstreamEmail: rows[0]!.upstream_email, name: rows[0]!.name };
}

export async function facilitatorByUpstreamEmail(db: SqlClient, email: string): Promise<FacilitatorLink | null> {
  const { rows } = await db.query<{ upstream_email: string; name: string }>(
    "select upstream_email, name from site_lti_accounts where upstream_email = $1",
    [email],
  );
  return rows[0] ? { upstreamEmail: rows[0].upstream_email, name: rows[0].name } : null;
}
