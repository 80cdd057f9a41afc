import { resetStoreForTests, storeDb, storeTables } from "@/lib/store";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { rekeyStoredAddresses } from "./rekey-addresses";

const { verifiedEmails, sessionCutoffs, oneTimeTokens } = storeTables;

// Opened (and migrated) here, not inside the test's own time: a cold PGlite takes seconds on a busy machine.
beforeAll(async () => {
  await useMemoryStore();
  await storeDb();
}, 60_000);
afterAll(() => resetStoreForTests());

describe("rows keyed by an address before addresses had one canonical form", () => {
  it("move to the canonical key; a verification stands, the later cutoff wins, tokens follow", async () => {
    const db = await storeDb();
    const early = new Date("2026-01-01T00:00:00Z");
    const late = new Date("2026-02-01T00:00:00Z");
    await db.insert(verifiedEmails).values([
      { email: "\uFF4Bate@example.com", verifiedAt: early },
      { email: "kate@example.com", verifiedAt: late },
      { email: "stra\u00DFe@example.de", verifiedAt: early },
    ]);
    await db.insert(sessionCutoffs).values([
      { email: "\uFF4Bate@example.com", cutoffAt: late },
      { email: "kate@example.com", cutoffAt: early },
    ]);
    await db.insert(oneTimeTokens).values({
      tokenHash: "a".repeat(64),
      purpose: "password-reset",
      email: "v\u0130ctim@example.org".toLowerCase(),
      mode: "student",
      createdAt: early,
      expiresAt: late,
    });

    await rekeyStoredAddresses(db);

    expect((await db.select({ email: verifiedEmails.email }).from(verifiedEmails)).map((row) => row.email).sort()).toEqual([
      "kate@example.com",
      "strasse@example.de",
    ]);
    expect(await db.select().from(sessionCutoffs)).toEqual([{ email: "kate@example.com", cutoffAt: late }]);
    expect((await db.select({ email: oneTimeTokens.email }).from(oneTimeTokens))[0]?.email).toBe("victim@example.org");
  });
});
