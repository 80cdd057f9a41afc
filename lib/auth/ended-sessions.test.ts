import { eq } from "drizzle-orm";
import { storeTables } from "@/lib/store";
import { memoryStoreForFile } from "@/test-support/store/memory-store";
import { endSession, endSessionsOf, isSessionEnded, pruneEndedSessions } from "./ended-sessions";

const db = memoryStoreForFile();

const t0 = new Date("2026-11-23T12:00:00Z");
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);

describe("ended sessions", () => {
  const session = { sid: "sid-1", email: "Someone@Example.com", signedInAt: t0.getTime() };

  it("a live session is not ended; sign-out ends that session only", async () => {
    expect(await isSessionEnded(db(), session)).toBe(false);
    await endSession(db(), "sid-1", minutes(60).getTime(), minutes(1));
    expect(await isSessionEnded(db(), session)).toBe(true);
    expect(await isSessionEnded(db(), { ...session, sid: "sid-2" })).toBe(false);
  });

  it("a password reset ends every session of the account begun before it, not later ones", async () => {
    const before = { sid: "a", email: "reset.me@example.com", signedInAt: minutes(1).getTime() };
    const after = { sid: "b", email: "reset.me@example.com", signedInAt: minutes(6).getTime() };
    const other = { sid: "c", email: "someone.else@example.com", signedInAt: minutes(1).getTime() };
    await endSessionsOf(db(), "Reset.Me@example.com", minutes(5));
    expect(await isSessionEnded(db(), before)).toBe(true);
    expect(await isSessionEnded(db(), after)).toBe(false);
    expect(await isSessionEnded(db(), other)).toBe(false);
    // An older cutoff never moves the newer one back.
    await endSessionsOf(db(), "reset.me@example.com", minutes(0));
    expect(await isSessionEnded(db(), { ...before, signedInAt: minutes(4).getTime() })).toBe(true);
  });

  it("a cookie without a session id counts as ended", async () => {
    expect(await isSessionEnded(db(), { email: "x@example.com", signedInAt: t0.getTime() })).toBe(true);
    expect(await isSessionEnded(db(), { sid: "z", email: "x@example.com" })).toBe(true);
  });

  it("records of sessions whose cookies have expired are pruned", async () => {
    await endSession(db(), "old", minutes(10).getTime(), minutes(1));
    await pruneEndedSessions(db(), minutes(11));
    const { endedSessions } = storeTables;
    expect(await db().select().from(endedSessions).where(eq(endedSessions.sid, "old"))).toEqual([]);
  });
});
