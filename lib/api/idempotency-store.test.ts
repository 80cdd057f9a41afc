import { inArray } from "drizzle-orm";
import { resetStoreForTests, storeDb, type StoreDb, storeTables } from "@/lib/store";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { KEEP_MS, STALE_MS, claimKey, keepAnswer, releaseKey, sweepKeys } from "./idempotency-store";

jest.setTimeout(60_000);
let db: StoreDb;
beforeAll(async () => {
  await useMemoryStore();
  db = await storeDb();
});
afterAll(() => resetStoreForTests());

const t0 = new Date("2026-11-26T12:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
let n = 0;
const claim = (fingerprint = "f1") => ({ id: `key-${++n}`.padEnd(64, "0"), fingerprint });

describe("the idempotency keys table", () => {
  it("the first request takes the key; a second while it runs is told so; after its answer, the answer", async () => {
    const c = claim();
    const mine = await claimKey(db, c, t0);
    expect(mine).toEqual({ state: "mine", startedAt: t0.toISOString() });
    expect(await claimKey(db, c, at(1_000))).toEqual({ state: "running", takeoverInMs: STALE_MS - 1_000 });
    await keepAnswer(db, c.id, t0.toISOString(), 201, '{"ok":true}');
    expect(await claimKey(db, c, at(2_000))).toEqual({ state: "done", status: 201, answer: '{"ok":true}' });
  });

  it("the same key with another body is refused, kept answer or not", async () => {
    const c = claim("f1");
    await claimKey(db, c, t0);
    expect(await claimKey(db, { ...c, fingerprint: "f2" }, at(1_000))).toEqual({ state: "other-body" });
    await keepAnswer(db, c.id, t0.toISOString(), 200, "{}");
    expect(await claimKey(db, { ...c, fingerprint: "f2" }, at(2_000))).toEqual({ state: "other-body" });
  });

  it("a released key runs again", async () => {
    const c = claim();
    await claimKey(db, c, t0);
    await releaseKey(db, c.id, t0.toISOString());
    expect(await claimKey(db, c, at(1_000))).toMatchObject({ state: "mine" });
  });

  it("a first request that never finished (its instance died) is taken over after a minute, by the same body only", async () => {
    const c = claim();
    await claimKey(db, c, t0);
    expect(await claimKey(db, { ...c, fingerprint: "other" }, at(STALE_MS + 1))).toEqual({ state: "other-body" });
    const taken = await claimKey(db, c, at(STALE_MS + 1));
    expect(taken).toEqual({ state: "mine", startedAt: at(STALE_MS + 1).toISOString() });
    // The first request, were it to end now, no longer holds the key: its answer is not kept.
    await keepAnswer(db, c.id, t0.toISOString(), 200, '{"late":true}');
    expect(await claimKey(db, c, at(STALE_MS + 2))).toEqual({ state: "running", takeoverInMs: STALE_MS - 1 });
  });

  it("takes an unfinished claim over after the caller's own figure (the upstream's timeout plus a margin)", async () => {
    const c = claim();
    await claimKey(db, c, t0, 7_000);
    expect(await claimKey(db, c, at(6_999), 7_000)).toEqual({ state: "running", takeoverInMs: 1 });
    expect(await claimKey(db, c, at(7_001), 7_000)).toEqual({ state: "mine", startedAt: at(7_001).toISOString() });
  });

  it("a kept answer lasts a day; then the key is new again and the sweep deletes what expired", async () => {
    const c = claim();
    await claimKey(db, c, t0);
    await keepAnswer(db, c.id, t0.toISOString(), 200, "{}");
    expect(await claimKey(db, c, at(KEEP_MS - 1))).toMatchObject({ state: "done" });
    expect(await claimKey(db, { ...c, fingerprint: "new" }, at(KEEP_MS + 1))).toMatchObject({ state: "mine" });
    const old = claim();
    await claimKey(db, old, t0);
    expect(await sweepKeys(db, at(KEEP_MS + 2))).toBeGreaterThanOrEqual(1);
    const { idempotencyKeys } = storeTables;
    const left = await db
      .select({ id: idempotencyKeys.id })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.id, [old.id, c.id]));
    expect(left.map((row) => row.id)).toEqual([c.id]);
  });
});
