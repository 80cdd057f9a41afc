import type { SqlClient } from "@/lib/store/client";
import { hashSecretHandle, isSecretHandle, newSecretHandle, sweepBefore } from "@/lib/store/secret-handles";

/** How long a professor has to pick a game once the platform opened the picker. */
export const DEEP_LINK_TTL_SECONDS = 60 * 60;

/** A verified deep-linking request, kept until the professor answers it. */
export interface DeepLinkRequest {
  issuer: string;
  clientId: string;
  deploymentId: string;
  returnUrl: string;
  data: string | null;
}

interface Row {
  issuer: string;
  client_id: string;
  deployment_id: string;
  return_url: string;
  data: string | null;
}

/** Keeps the request; the returned id is the picker's only handle on it (it travels in the address's fragment). */
export async function saveDeepLinkRequest(db: SqlClient, request: DeepLinkRequest, now = new Date()): Promise<string> {
  const id = newSecretHandle();
  await db.query("delete from site_lti_deep_links where expires_at < $1", [sweepBefore(now)]);
  await db.query(
    `insert into site_lti_deep_links (id_hash, issuer, client_id, deployment_id, return_url, data, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [hashSecretHandle(id), request.issuer, request.clientId, request.deploymentId, request.returnUrl, request.data, new Date(now.getTime() + DEEP_LINK_TTL_SECONDS * 1000).toISOString()],
  );
  return id;
}

/** Uses the request once: null when unknown, expired or already answered. */
export async function claimDeepLinkRequest(db: SqlClient, id: string, now = new Date()): Promise<DeepLinkRequest | null> {
  if (!isSecretHandle(id)) return null;
  const { rows } = await db.query<Row>(
    `update site_lti_deep_links set used_at = $2 where id_hash = $1 and used_at is null and expires_at > $2
     returning issuer, client_id, deployment_id, return_url, data`,
    [hashSecretHandle(id), now.toISOString()],
  );
  const row = rows[0];
  return row ? { issuer: row.issuer, clientId: row.client_id, deploymentId: row.deployment_id, returnUrl: row.return_url, data: row.data } : null;
}
