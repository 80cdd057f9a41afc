import type { PgTable } from "drizzle-orm/pg-core";
import "@/test-support/api/env";
import { resetStoreForTests, storeDb, storeTables } from "@/lib/store";
import { claimToken, issueToken } from "@/lib/auth/one-time-tokens";
import { configureRateLimitForTests, consumeGlobalLimit } from "@/lib/limits";
import { saveToOutbox } from "@/lib/mail/outbox";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { forgetLastSweepForTests, sweepSoon, sweepStore } from "./sweep";

jest.setTimeout(60_000);
beforeEach(async () => {
  await useMemoryStore();
  configureRateLimitForTests({ enabled: true });
  forgetLastSweepForTests();
});
afterAll(() => resetStoreForTests());

const DAY = 24 * 60 * 60 * 1000;
const count = async (table: PgTable) => (await storeDb()).$count(table);
const { mailOutbox, oneTimeTokens } = storeTables;
const mail = (to: string) => ({ to, subject: "s", text: "t", html: "<p>t</p>" });

describe("nothing grows without bound", () => {
  it("100 resets' tokens and mail, aged past seven days, are swept; fresh and still usable ones stay", async () => {
    const db = await storeDb();
    const now = new Date();
    const old = new Date(now.getTime() - 8 * DAY);
    for (let i = 0; i < 100; i++) {
      await issueToken(db, "password-reset", { email: `made-up-${i}@example.com`, mode: "student" }, old);
      await saveToOutbox(db, mail(`made-up-${i}@example.com`));
    }
    await db.update(mailOutbox).set({ createdAt: old });
    // One used eight days ago, one used yesterday (it still answers "already used"), one live.
    const usedLongAgo = await issueToken(db, "verify-email", { email: "a@example.com", mode: "student" }, old, 30 * DAY);
    await claimToken(db, "verify-email", usedLongAgo, old);
    const usedYesterday = await issueToken(db, "verify-email", { email: "b@example.com", mode: "student" }, new Date(now.getTime() - DAY));
    await claimToken(db, "verify-email", usedYesterday, new Date(now.getTime() - DAY));
    await issueToken(db, "password-reset", { email: "live@example.com", mode: "student" }, now);
    await saveToOutbox(db, mail("live@example.com"));

    expect(await count(oneTimeTokens)).toBe(103);
    const swept = await sweepStore(db, now, 7);
    expect(swept).toMatchObject({ site_one_time_tokens: 101, site_mail_outbox: 100 });
    expect(await count(oneTimeTokens)).toBe(2);
    expect(await count(mailOutbox)).toBe(1);
    expect((await claimToken(db, "verify-email", usedYesterday)).ok).toBe(false);
  });

  it("the in-app sweep runs at most once an hour, whatever the number of callers", async () => {
    const db = await storeDb();
    await saveToOutbox(db, mail("old@example.com"));
    await db.update(mailOutbox).set({ createdAt: new Date(Date.now() - 30 * DAY) });
    const now = Date.now();
    const runs = await Promise.all(Array.from({ length: 10 }, () => sweepSoon(storeDb, now)));
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await count(mailOutbox)).toBe(0);
    // Another instance (its own clock) an hour later than never: the shared turn is still taken.
    forgetLastSweepForTests();
    expect(await sweepSoon(storeDb, now + 1000)).toBeNull();
  });

  it("a site-wide ceiling per flow per hour stands beside the per-address one", async () => {
    configureRateLimitForTests({ enabled: true, globalPerHour: { register: 3, "password-reset": 2_000, contact: 2_000, trial: 2_000 } });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await consumeGlobalLimit("register")).allowed);
    expect(answers).toEqual([true, true, true, false]);
    expect((await consumeGlobalLimit("password-reset")).allowed).toBe(true);
  });
});
