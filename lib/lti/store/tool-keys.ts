import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from "jose";
import { storeTables, type StoreDb } from "@/lib/store";
import { derivedKey, hasConfiguredSecret } from "@/lib/security/derived-keys";
import { isSealed, seal, unseal } from "@/lib/security/sealed";
import { retireProblem, signingKeyOf } from "../key-rotation";

export const TOOL_KEY_ALG = "RS256";

export interface ToolKey {
  kid: string;
  createdAt: Date;
  publicJwk: JWK;
}

const { ltiToolKeys: toolKeysTable } = storeTables;

type Row = Pick<typeof toolKeysTable.$inferSelect, "kid" | "publicJwk" | "privateJwk" | "createdAt">;

async function rows(db: StoreDb): Promise<Row[]> {
  const { kid, publicJwk, privateJwk, createdAt } = toolKeysTable;
  return db.select({ kid, publicJwk, privateJwk, createdAt }).from(toolKeysTable).orderBy(asc(createdAt));
}

/**
 * The private JWK at rest: AES-256-GCM under the derived "lti-key-encryption" key, the kid as associated
 * data. Without NEXTAUTH_SECRET there is no lasting key, so it stays plain (and is sealed on
 * the first read once the secret is set).
 */
const sealPrivate = (kid: string, jwk: string) =>
  hasConfiguredSecret() ? seal(jwk, derivedKey("lti-key-encryption"), `lti-tool-key:${kid}`) : jwk;

function openPrivate(row: Row): string {
  if (!isSealed(row.privateJwk)) return row.privateJwk;
  if (!hasConfiguredSecret()) throw new Error("the LTI tool key is sealed: NEXTAUTH_SECRET is required to read it");
  return unseal(row.privateJwk, derivedKey("lti-key-encryption"), `lti-tool-key:${row.kid}`);
}

/** Rows kept before sealing existed are sealed in place (only while still plain: a concurrent reader's write wins). */
async function sealPlainRows(db: StoreDb, found: Row[]): Promise<void> {
  if (!hasConfiguredSecret()) return;
  for (const row of found.filter((r) => !isSealed(r.privateJwk))) {
    await db
      .update(toolKeysTable)
      .set({ privateJwk: sealPrivate(row.kid, row.privateJwk) })
      .where(and(eq(toolKeysTable.kid, row.kid), eq(toolKeysTable.privateJwk, row.privateJwk)));
  }
}

const toKey = (row: Row): ToolKey => ({ kid: row.kid, createdAt: row.createdAt, publicJwk: JSON.parse(row.publicJwk) as JWK });

async function newKeyPair(): Promise<{ kid: string; publicJwk: JWK; privateJwk: string }> {
  const { publicKey, privateKey } = await generateKeyPair(TOOL_KEY_ALG, { modulusLength: 2048, extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: TOOL_KEY_ALG, use: "sig" };
  const privateJwk = JSON.stringify({ ...(await exportJWK(privateKey)), kid, alg: TOOL_KEY_ALG });
  return { kid, publicJwk, privateJwk };
}

/** Makes a new RS256 key pair and keeps it (the private half never leaves the store and this process). */
export async function addToolKey(db: StoreDb, now = new Date()): Promise<ToolKey> {
  const { kid, publicJwk, privateJwk } = await newKeyPair();
  await db
    .insert(toolKeysTable)
    .values({ kid, publicJwk: JSON.stringify(publicJwk), privateJwk: sealPrivate(kid, privateJwk), createdAt: now });
  return { kid, createdAt: now, publicJwk };
}

/**
 * The tool's first key, made once however many requests find the store empty: one
 * key pair per process at a time, and the unique index on `initial` keeps only the first insert of
 * all instances.
 */
const making = new WeakMap<StoreDb, Promise<void>>();
function addInitialKey(db: StoreDb, now: Date): Promise<void> {
  let pending = making.get(db);
  if (!pending) {
    pending = (async () => {
      const { kid, publicJwk, privateJwk } = await newKeyPair();
      await db
        .insert(toolKeysTable)
        .values({ kid, publicJwk: JSON.stringify(publicJwk), privateJwk: sealPrivate(kid, privateJwk), createdAt: now, initial: true })
        .onConflictDoNothing();
    })().finally(() => making.delete(db));
    making.set(db, pending);
  }
  return pending;
}

/** Every published key; the first call on a fresh store makes the tool's first key. */
export async function toolKeys(db: StoreDb, now = new Date()): Promise<ToolKey[]> {
  let found = await rows(db);
  if (found.length === 0) {
    await addInitialKey(db, now);
    found = await rows(db);
  }
  await sealPlainRows(db, found);
  return found.map(toKey);
}

/** The private key that signs now, with its kid. */
export async function signingKey(db: StoreDb, now = new Date()): Promise<{ kid: string; key: CryptoKey }> {
  await toolKeys(db, now);
  const all = await rows(db);
  const chosen = signingKeyOf(all, now)!;
  const key = (await importJWK(JSON.parse(openPrivate(chosen)) as JWK, TOOL_KEY_ALG)) as CryptoKey;
  return { kid: chosen.kid, key };
}

/** Removes a key from the JWKS; refuses the key that signs now. Returns the problem, or null when retired. */
export async function retireToolKey(db: StoreDb, kid: string, now = new Date()): Promise<string | null> {
  const keys = (await rows(db)).map(toKey);
  const problem = retireProblem(keys, kid, now);
  if (problem) return problem;
  await db.delete(toolKeysTable).where(eq(toolKeysTable.kid, kid));
  return null;
}
