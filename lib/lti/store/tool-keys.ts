import { randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from "jose";
import type { SqlClient } from "@/lib/accounts/sql";
import { retireProblem, signingKeyOf } from "../key-rotation";

export const TOOL_KEY_ALG = "RS256";

export interface ToolKey {
  kid: string;
  createdAt: Date;
  publicJwk: JWK;
}

interface Row {
  kid: string;
  public_jwk: string;
  private_jwk: string;
  created_at: Date | string;
}

async function rows(db: SqlClient): Promise<Row[]> {
  return (await db.query<Row>("select kid, public_jwk, private_jwk, created_at from site_lti_tool_keys order by created_at")).rows;
}

const toKey = (row: Row): ToolKey => ({ kid: row.kid, createdAt: new Date(row.created_at), publicJwk: JSON.parse(row.public_jwk) as JWK });

/** Makes a new RS256 key pair and keeps it (the private half never leaves the store and this process). */
export async function addToolKey(db: SqlClient, now = new Date()): Promise<ToolKey> {
  const { publicKey, privateKey } = await generateKeyPair(TOOL_KEY_ALG, { modulusLength: 2048, extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: TOOL_KEY_ALG, use: "sig" };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: TOOL_KEY_ALG };
  await db.query("insert into site_lti_tool_keys (kid, public_jwk, private_jwk, created_at) values ($1, $2, $3, $4)", [
    kid,
    JSON.stringify(publicJwk),
    JSON.stringify(privateJwk),
    now.toISOString(),
  ]);
  return { kid, createdAt: now, publicJwk };
}

/** Every published key; the first call on a fresh store makes the tool's first key. */
export async function toolKeys(db: SqlClient, now = new Date()): Promise<ToolKey[]> {
  const found = await rows(db);
  if (found.length > 0) return found.map(toKey);
  // Two instances starting at once may both make one: both are published, and the older signs.
  await addToolKey(db, now);
  return (await rows(db)).map(toKey);
}

/** The private key that signs now, with its kid. */
export async function signingKey(db: SqlClient, now = new Date()): Promise<{ kid: string; key: CryptoKey }> {
  await toolKeys(db, now);
  const all = await rows(db);
  const chosen = signingKeyOf(all.map((row) => ({ ...row, createdAt: new Date(row.created_at) })), now)!;
  const key = (await importJWK(JSON.parse(chosen.private_jwk) as JWK, TOOL_KEY_ALG)) as CryptoKey;
  return { kid: chosen.kid, key };
}

/** Removes a key from the JWKS; refuses the key that signs now. Returns the problem, or null when retired. */
export async function retireToolKey(db: SqlClient, kid: string, now = new Date()): Promise<string | null> {
  const keys = (await rows(db)).map(toKey);
  const problem = retireProblem(keys, kid, now);
  if (problem) return problem;
  await db.query("delete from site_lti_tool_keys where kid = $1", [kid]);
  return null;
}
