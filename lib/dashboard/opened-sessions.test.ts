import { memoryStoreForFile } from "@/test-support/store/memory-store";
import { openedSessionsOf, recordOpenedSession } from "./opened-sessions";

const db = memoryStoreForFile();

const t0 = new Date("2026-12-07T08:00:00Z");
const hours = (n: number) => new Date(t0.getTime() + n * 3_600_000);

describe("a licensed game's session, opened by its facilitator", () => {
  it("is on their dashboard for a day from its first opening, and opening it again changes nothing", async () => {
    await recordOpenedSession(db(), "prof-1", { gameId: "fruit-beer", code: "FB-J79K2A" }, t0);
    await recordOpenedSession(db(), "prof-1", { gameId: "fruit-beer", code: "FB-J79K2A" }, hours(3));
    const opened = [{ gameId: "fruit-beer", code: "FB-J79K2A", openedAt: t0.toISOString() }];
    expect(await openedSessionsOf(db(), "prof-1", hours(23))).toEqual(opened);
    expect(await openedSessionsOf(db(), "prof-1", hours(25))).toEqual([]);
  });

  it("is theirs alone, newest first", async () => {
    await recordOpenedSession(db(), "prof-3", { gameId: "fruit-beer", code: "FB-AAAAAA" }, t0);
    await recordOpenedSession(db(), "prof-3", { gameId: "ev-gambit", code: "P5-BBBBBB" }, hours(1));
    await recordOpenedSession(db(), "prof-4", { gameId: "ev-gambit", code: "P5-CCCCCC" }, hours(1));
    expect((await openedSessionsOf(db(), "prof-3", hours(2))).map((session) => session.code)).toEqual(["P5-BBBBBB", "FB-AAAAAA"]);
    expect((await openedSessionsOf(db(), "prof-4", hours(2))).map((session) => session.code)).toEqual(["P5-CCCCCC"]);
  });

  it("a code the game host gives again after its day belongs to the new session, not the old one's facilitator", async () => {
    await recordOpenedSession(db(), "prof-5", { gameId: "fruit-beer", code: "FB-DDDDDD" }, t0);
    await recordOpenedSession(db(), "prof-6", { gameId: "fruit-beer", code: "FB-DDDDDD" }, hours(2));
    expect(await openedSessionsOf(db(), "prof-6", hours(3))).toEqual([]);
    await recordOpenedSession(db(), "prof-6", { gameId: "fruit-beer", code: "FB-DDDDDD" }, hours(30));
    expect((await openedSessionsOf(db(), "prof-6", hours(31))).map((session) => session.code)).toEqual(["FB-DDDDDD"]);
    expect(await openedSessionsOf(db(), "prof-5", hours(31))).toEqual([]);
  });
});
