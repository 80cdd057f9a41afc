import type { SqlClient } from "@/lib/store/client";
import { platformSchema, type Platform, type PlatformInput } from "../platform-schema";

interface Row {
  issuer: string;
  client_id: string;
  deployment_ids: string[] | string;
  auth_login_url: string;
  jwks_url: string;
  token_url: string;
  name: string;
}

function toPlatform(row: Row): Platform {
  const deploymentIds = typeof row.deployment_ids === "string" ? (JSON.parse(row.deployment_ids) as string[]) : row.deployment_ids;
  return {
    issuer: row.issuer,
    clientId: row.client_id,
    deploymentIds,
    authLoginUrl: row.auth_login_url,
    jwksUrl: row.jwks_url,
    tokenUrl: row.token_url,
    name: row.name,
  };
}

const columns = "issuer, client_id, deployment_ids, auth_login_url, jwks_url, token_url, name";

/** Adds a platform, or replaces the one with the same issuer and client id. Throws a ZodError on bad input. */
export async function savePlatform(db: SqlClient, input: PlatformInput): Promise<Platform> {
  const p = platformSchema.parse(input);
  await db.query(
    `insert into site_lti_platforms (${columns}) values ($1, $2, $3::jsonb, $4, $5, $6, $7)
     on conflict (issuer, client_id) do update set deployment_ids = excluded.deployment_ids,
       auth_login_url = excluded.auth_login_url, jwks_url = excluded.jwks_url, token_url = excluded.token_url, name = excluded.name`,
    [p.issuer, p.clientId, JSON.stringify([...new Set(p.deploymentIds)]), p.authLoginUrl, p.jwksUrl, p.tokenUrl, p.name],
  );
  return p;
}

export async function listPlatforms(db: SqlClient): Promise<Platform[]> {
  const { rows } = await db.query<Row>(`select ${columns} from site_lti_platforms order by issuer, client_id`);
  return rows.map(toPlatform);
}

/** The registrations of an issuer (one per client id). */
export async function platformsOfIssuer(db: SqlClient, issuer: string): Promise<Platform[]> {
  const { rows } = await db.query<Row>(`select ${columns} from site_lti_platforms where issuer = $1`, [issuer]);
  return rows.map(toPlatform);
}

export async function findPlatform(db: SqlClient, issuer: string, clientId: string): Promise<Platform | null> {
  const { rows } = await db.query<Row>(`select ${columns} from site_lti_platforms where issuer = $1 and client_id = $2`, [issuer, clientId]);
  return rows[0] ? toPlatform(rows[0]) : null;
}

/** True when a registration was removed. */
export async function removePlatform(db: SqlClient, issuer: string, clientId: string): Promise<boolean> {
  const { rows } = await db.query(`delete from site_lti_platforms where issuer = $1 and client_id = $2 returning issuer`, [issuer, clientId]);
  return rows.length > 0;
}
