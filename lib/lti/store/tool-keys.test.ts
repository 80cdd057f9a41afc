import "@/test-support/api/env";
import { exportJWK, generateKeyPair } from "jose";
import { resetStoreForTests } from "@/lib/store";
import { SEALED_PREFIX } from "@/lib/security/sealed";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { storeClient, type SqlClient } from "@/lib/store/client";
import { signingKey, toolKeys } from "./tool-keys";

jest.setTimeout(120_000);
beforeEach(() => useMemoryStore());
afterAll(() => resetStoreForTests());

const stored = async (db: SqlClient) =>
  (await db.query<{ kid: string; private_jwk: string }>("select kid, private_jwk from site_lti_tool_keys")).rows;

describe("the tool's signing key (issue 39, row 4)", () => {
  it("20 concurrent JWKS reads on a fresh store, as from several instances, publish exactly one key", async () => {
    const db = await storeClient();
    // Half through one client (one instance), half each through a client of its own (other instances).
    const clients = Array.from({ length: 20 }, (_, i): SqlClient => (i % 2 ? db : { query: (text, params) => db.query(text, params) }));
    const answers = await Promise.all(clients.map((client) => toolKeys(client)));
    const kids = new Set(answers.flatMap((keys) => keys.map((key) => key.kid)));
    expect(kids.size).toBe(1);
    expect(await stored(db)).toHaveLength(1);
  });

  it("the private key is kept sealed (AES-256-GCM), and still signs", async () => {
    const db = await storeClient();
    await toolKeys(db);
    const [row] = await stored(db);
    expect(row!.private_jwk.startsWith(SEALED_PREFIX)).toBe(true);
    expect(row!.private_jwk).not.toContain('"d"');
    expect((await signingKey(db)).kid).toBe(row!.kid);
  });

  it("a key stored plain before sealing still signs, and is sealed on the next read", async () => {
    const db = await storeClient();
    const { publicKey, privateKey } = await generateKeyPair("RS256", { modulusLength: 2048, extractable: true });
    const plain = JSON.stringify({ ...(await exportJWK(privateKey)), kid: "old-plain", alg: "RS256" });
    await db.query("insert into site_lti_tool_keys (kid, public_jwk, private_jwk, created_at) values ($1, $2, $3, $4)", [
      "old-plain",
      JSON.stringify({ ...(await exportJWK(publicKey)), kid: "old-plain" }),
      plain,
      new Date(0).toISOString(),
    ]);
    expect((await signingKey(db)).kid).toBe("old-plain");
    const [row] = await stored(db);
    expect(row!.private_jwk.startsWith(SEALED_PREFIX)).toBe(true);
    expect((await signingKey(db)).kid).toBe("old-plain");
  });
});
