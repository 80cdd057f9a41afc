import { randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from "jose";
import type { SqlClient } from "@/lib/store/client";
import { derivedKey, hasConfiguredSecret } from "@/lib/security/derived-keys";
import { isSealed, seal, unseal } from "@/lib/security/sealed";
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

/**
 * The private JWK at rest: AES-256-GCM under the derived "lti-key-encryption" key, the kid as associated
 * data (issue 39). Without NEXTAUTH_SECRET there is no lasting key, so it stays plain (and is sealed on
 * the first read once the secret is set).
 */
const sealPrivate = (kid: string, jwk: string) => (hasConfiguredSecret() ? seal(jwk, derivedKey("lti-key-encryption"), `lti-tool-key:${kid}`) : jwk);

function openPrivate(row: Row): string {
  if (!isSealed(row.private_jwk)) return row.private_jwk;
  if (!hasConfiguredSecret()) throw new Error("the LTI tool key is sealed: NEXTAUTH_SECRET is required to read it");
  return unseal(row.private_jwk, derivedKey("lti-key-encryption"), `lti-tool-key:${row.kid}`);
}

/** Rows kept before sealing existed are sealed in place (only while still plain: a concurrent reader's write wins). */
async function sealPlainRows(db: SqlClient, found: Row[]): Promise<void> {
  if (!hasConfiguredSecret()) return;
  for (const row of found.filter((r) => !isSealed(r.private_jwk))) {
    await db.query("update site_lti_tool_keys set private_jwk = $2 where kid = $1 and private_jwk = $3", [row.kid, sealPrivate(row.kid, row.private_jwk), row.private_jwk]);
  }
}

const toKey = (row: Row): ToolKey => ({ kid: row.kid, createdAt: new Date(row.created_at), publicJwk: JSON.parse(row.public_jwk) as JWK });

async function newKeyPair(): Promise<{ kid: string; publicJwk: JWK; privateJwk: string }> {
  const { publicKey, privateKey } = await generateKeyPair(TOOL_KEY_ALG, { modulusLength: 2048, extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: TOOL_KEY_ALG, use: "sig" };
  const privateJwk = JSON.stringify({ ...(await exportJWK(privateKey)), kid, alg: TOOL_KEY_ALG });
  return { kid, publicJwk, privateJwk };
}

/** Makes a new RS256 key pair and keeps it (the private half never leaves the store and this process). */
export async function addToolKey(db: SqlClient, now = new Date()): Promise<ToolKey> {
  const { kid, publicJwk, privateJwk } = await newKeyPair();
  await db.query("insert into site_lti_tool_keys (kid, public_jwk, private_jwk, created_at) values ($1, $2, $3, $4)", [
    kid,
    JSON.stringify(publicJwk),
    sealPrivate(kid, privateJwk),
    now.toISOString(),
  ]);
  return { kid, createdAt: now, publicJwk };
}

/**
 * The tool's first key, made once however many requests find the store empty (issue 39, row 4): one
 * key pair per process at a time, and the unique index on `initial` keeps only the first insert of
 * all instances.
 */
const making = new WeakMap<SqlClient, Promise<void>>();
function addInitialKey(db: SqlClient, now: Date): Promise<void> {
  let pending = making.get(db);
  if (!pending) {
    pending = (async () => {
      const { kid, publicJwk, privateJwk } = await newKeyPair();
      await db.query(
        `insert into site_lti_tool_keys (kid, public_jwk, private_jwk, created_at, initial) values ($1, $2, $3, $4, true)
         on conflict do nothing`,
        [kid, JSON.stringify(publicJwk), sealPrivate(kid, privateJwk), now.toISOString()],
      );
    })().finally(() => making.delete(db));
    making.set(db, pending);
  }
  return pending;
}

/** Every published key; the first call on a fresh store makes the tool's first key. */
export async function toolKeys(db: SqlClient, now = new Date()): Promise<ToolKey[]> {
  let found = await rows(db);
  if (found.length === 0) {
    await addInitialKey(db, now);
    found = await rows(db);
  }
  await sealPlainRows(db, found);
  return found.map(toKey);
}

/** The private key that signs now, with its kid. */
export async function signingKey(db: SqlClient, now = new Date()): Promise<{ kid: string; key: CryptoKey }> {
  await toolKeys(db, now);
  const all = await rows(db);
  const chosen = signingKeyOf(all.map((row) => ({ ...row, createdAt: new Date(row.created_at) })), now)!;
  const key = (await importJWK(JSON.parse(openPrivate(chosen)) as JWK, TOOL_KEY_ALG)) as CryptoKey;
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
