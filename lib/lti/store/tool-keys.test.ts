import "@/test-support/api/env";
import { exportJWK, generateKeyPair } from "jose";
import { resetStoreForTests, storeDb, type StoreDb, storeTables } from "@/lib/store";
import { SEALED_PREFIX } from "@/lib/security/sealed";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { signingKey, toolKeys } from "./tool-keys";

jest.setTimeout(120_000);
beforeEach(() => useMemoryStore());
afterAll(() => resetStoreForTests());

const { ltiToolKeys } = storeTables;
const stored = (db: StoreDb) => db.select({ kid: ltiToolKeys.kid, privateJwk: ltiToolKeys.privateJwk }).from(ltiToolKeys);

describe("the tool's signing key", () => {
  it("20 concurrent JWKS reads on a fresh store, from four instances, publish exactly one key", async () => {
    const db = await storeDb();
    // Through four database objects (four instances), five reads each: every instance makes a key pair of its own.
    const instances = [db, ...Array.from({ length: 3 }, () => Object.create(db) as StoreDb)];
    const clients = Array.from({ length: 20 }, (_, i): StoreDb => instances[i % 4]!);
    const answers = await Promise.all(clients.map((client) => toolKeys(client)));
    const kids = new Set(answers.flatMap((keys) => keys.map((key) => key.kid)));
    expect(kids.size).toBe(1);
    expect(await stored(db)).toHaveLength(1);
  });

  it("the private key is kept sealed (AES-256-GCM), and still signs", async () => {
    const db = await storeDb();
    await toolKeys(db);
    const [row] = await stored(db);
    expect(row!.privateJwk.startsWith(SEALED_PREFIX)).toBe(true);
    expect(row!.privateJwk).not.toContain('"d"');
    expect((await signingKey(db)).kid).toBe(row!.kid);
  });

  it("a key stored plain before sealing still signs, and is sealed on the next read", async () => {
    const db = await storeDb();
    const { publicKey, privateKey } = await generateKeyPair("RS256", { modulusLength: 2048, extractable: true });
    const plain = JSON.stringify({ ...(await exportJWK(privateKey)), kid: "old-plain", alg: "RS256" });
    await db.insert(ltiToolKeys).values({
      kid: "old-plain",
      publicJwk: JSON.stringify({ ...(await exportJWK(publicKey)), kid: "old-plain" }),
      privateJwk: plain,
      createdAt: new Date(0),
    });
    expect((await signingKey(db)).kid).toBe("old-plain");
    const [row] = await stored(db);
    expect(row!.privateJwk.startsWith(SEALED_PREFIX)).toBe(true);
    expect((await signingKey(db)).kid).toBe("old-plain");
  });
});
