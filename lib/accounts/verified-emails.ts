import { normaliseEmail } from "@/lib/mail/address";
import type { SqlClient } from "@/lib/store/client";

export async function markEmailVerified(db: SqlClient, email: string, now = new Date()): Promise<void> {
  await db.query("insert into site_verified_emails (email, verified_at) values ($1, $2) on conflict (email) do nothing", [
    normaliseEmail(email),
    now.toISOString(),
  ]);
}

export async function isEmailVerifiedHere(db: SqlClient, email: string): Promise<boolean> {
  const { rows } = await db.query("select 1 from site_verified_emails where email = $1", [normaliseEmail(email)]);
  return rows.length > 0;
}
