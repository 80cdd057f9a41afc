import { resetStoreForTests, storeDb } from "@/lib/store";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { recordTrialSession, trialSessionsOf } from "./trial-requests";

jest.setTimeout(60_000);
beforeAll(() => useMemoryStore());
afterAll(() => resetStoreForTests());

describe("trial sessions (the code the upstream answered, per account)", () => {
  it("keeps each trial's code and gives the latest per game, newest first", async () => {
    const db = await storeDb();
    await recordTrialSession(db, "prof-1", { gameId: "toc", code: "TOC-AAAAAA" }, new Date("2026-11-20T10:00:00Z"));
    await recordTrialSession(db, "prof-1", { gameId: "fruit-beer", code: "FB-BBBBBB" }, new Date("2026-11-21T10:00:00Z"));
    await recordTrialSession(db, "prof-1", { gameId: "toc", code: "TOC-CCCCCC" }, new Date("2026-11-22T10:00:00Z"));
    await recordTrialSession(db, "prof-2", { gameId: "toc", code: "TOC-DDDDDD" }, new Date("2026-11-23T10:00:00Z"));

    expect(await trialSessionsOf(db, "prof-1")).toEqual([
      { gameId: "toc", code: "TOC-CCCCCC", requestedAt: "2026-11-22T10:00:00.000Z" },
      { gameId: "fruit-beer", code: "FB-BBBBBB", requestedAt: "2026-11-21T10:00:00.000Z" },
    ]);
    expect(await trialSessionsOf(db, "prof-1", "fruit-beer")).toEqual([
      { gameId: "fruit-beer", code: "FB-BBBBBB", requestedAt: "2026-11-21T10:00:00.000Z" },
    ]);
    expect(await trialSessionsOf(db, "nobody")).toEqual([]);
  });

  it("keeps a request without a code (the upstream answered none)", async () => {
    const db = await storeDb();
    await recordTrialSession(db, "prof-3", { gameId: "order-ops", code: null });
    expect(await trialSessionsOf(db, "prof-3")).toMatchObject([{ gameId: "order-ops", code: null }]);
  });
});
