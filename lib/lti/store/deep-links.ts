import { randomBytes } from "node:crypto";
import type { SqlClient } from "@/lib/accounts/sql";
import { hashToken } from "@/lib/accounts/one-time-tokens";

/** How long a professor has to pick a game once the platform opened the picker. */
export const DEEP_LINK_TTL_SECONDS = 60 * 60;

const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

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
  const id = randomBytes(32).toString("base64url");
  await db.query("delete from site_lti_deep_links where expires_at < $1", [new Date(now.getTime() - 86_400_000).toISOString()]);
  await db.query(
    `insert into site_lti_deep_links (id_hash, issuer, client_id, deployment_id, return_url, data, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [hashToken(id), request.issuer, request.clientId, request.deploymentId, request.returnUrl, request.data, new Date(now.getTime() + DEEP_LINK_TTL_SECONDS * 1000).toISOString()],
  );
  return id;
}

/** Uses the request once: null when unknown, expired or already answered. */
export async function claimDeepLinkRequest(db: SqlClient, id: string, now = new Date()): Promise<DeepLinkRequest | null> {
  if (!ID_PATTERN.test(id)) return null;
  const { rows } = await db.query<Row>(
    `update site_lti_deep_links set used_at = $2 where id_hash = $1 and used_at is null and expires_at > $2
     returning issuer, client_id, deployment_id, return_url, data`,
    [hashToken(id), now.toISOString()],
  );
  const row = rows[0];
  return row ? { issuer: row.issuer, clientId: row.client_id, deploymentId: row.deployment_id, returnUrl: row.return_url, data: row.data } : null;
}
