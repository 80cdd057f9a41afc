import { sql } from "drizzle-orm";
import { RateLimiterDrizzle } from "rate-limiter-flexible";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { getStore, migrateStore, resetStoreForTests, storeTables } from "./index";
import { storeMigrations } from "./migrations";

type Rows<T> = { rows: T[] };

jest.setTimeout(60_000);
afterAll(() => resetStoreForTests());

describe("the site store", () => {
  // Opening PGlite takes seconds: one store for the file, a second only where the reset is the point.
  beforeAll(() => useMemoryStore());

  it("opens once per process: every caller gets the same store", async () => {
    const [a, b] = await Promise.all([getStore(), getStore()]);
    expect(a).toBe(b);
    expect(a.kind).toBe("pglite");
  });

  it("applies every migration once, in order, and a second run changes nothing", async () => {
    const { db } = await getStore();
    await migrateStore(db);
    const applied = (await db.execute(sql`select id from site_migrations order by applied_at, id`)) as unknown as Rows<{ id: string }>;
    expect(applied.rows.map((row) => row.id)).toEqual(storeMigrations.map((m) => m.id));
  });

  it("runs a later migration added to the list on the next start", async () => {
    const { db } = await getStore();
    await migrateStore(db, [...storeMigrations, { id: "9999_probe", sql: `CREATE TABLE "site_probe" ("id" integer)` }]);
    const tables = (await db.execute(sql`select to_regclass('site_probe') as name`)) as unknown as Rows<{ name: string | null }>;
    expect(tables.rows[0]?.name).toBe("site_probe");
  });

  // A store that the hand-written migrations (0001 … 0011) made before drizzle-kit wrote them.
  const handWritten = async (ids: string[]) => {
    const { db } = await getStore();
    await db.execute(sql`delete from site_migrations`);
    for (const id of ids) await db.execute(sql`insert into site_migrations (id) values (${id})`);
    return db;
  };

  it("carries over a store the hand-written migrations completed: the baseline is recorded, not run again", async () => {
    // This store already holds the tables of the generated migrations after the baseline: they count as done.
    const later = storeMigrations.slice(1).map((m) => m.id);
    const db = await handWritten(["0001_rate_limits", "0010_issue_39_bindings_and_sweep", "0011_lti_accounts_per_registration", ...later]);
    await migrateStore(db);
    const applied = (await db.execute(sql`select id from site_migrations`)) as unknown as Rows<{ id: string }>;
    expect(applied.rows.map((row) => row.id)).toContain("0000_baseline");
  });

  it("refuses a store the hand-written migrations left half done", async () => {
    const db = await handWritten(["0001_rate_limits", "0010_issue_39_bindings_and_sweep"]);
    await expect(migrateStore(db)).rejects.toThrow(/site_migrations predates 0011_lti_accounts_per_registration/);
  });

  it("starts empty again after the test reset", async () => {
    const first = await getStore();
    await first.db.insert(storeTables.rateLimits).values({ key: "probe", points: 3 });
    await useMemoryStore();
    const second = await getStore();
    expect(second).not.toBe(first);
    expect(await second.db.select().from(storeTables.rateLimits)).toEqual([]);
  });

  it("keeps rate-limiter-flexible's counters: the fourth call of three is refused", async () => {
    const { db } = await getStore();
    const limiter = new RateLimiterDrizzle({ storeClient: db, schema: storeTables.rateLimits, points: 3, duration: 60, keyPrefix: "t" });
    for (let i = 0; i < 3; i++) await limiter.consume("1.2.3.4");
    await expect(limiter.consume("1.2.3.4")).rejects.toMatchObject({ remainingPoints: 0 });
  });
});
