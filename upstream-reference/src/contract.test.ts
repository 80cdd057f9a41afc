import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { createEmbeddedUpstream, type EmbeddedUpstream } from "@/upstream-reference/src";
import { runUpstreamContract } from "@/test-support/upstream/contract";
import { freshEmbedded, testClock } from "@/test-support/upstream/fixtures";
import { siteServices } from "@/lib/upstream/embedded";

const tokenTtlSeconds = 3600;

{
  const clock = testClock();
  const fixture = freshEmbedded({ now: clock.now, tokenTtlSeconds });

  runUpstreamContract(
    "embedded adapter in-process (PGlite)",
    async () => {
      await fixture.upstream.ready();
      return { upstream: fixture.upstream, advanceClock: clock.advance, tokenTtlSeconds };
    },
    () => fixture.cleanup(),
  );
}

describe("Reference upstream: one row per Idempotency-Key", () => {
  const fixture = freshEmbedded({ demoAccounts: false });
  afterAll(() => fixture.cleanup(), 30_000);
  const count = async (table: string) => {
    const db = await fixture.upstream.ready();
    const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: Array<{ n: number }> };
    return result.rows[0]?.n;
  };

  it("stores a demo request sent five times at once with one key exactly once", async () => {
    const demo = { name: "Ann", email: "ann@example.org", message: "A demo, please", kind: "demo" as const };
    const write = { idempotencyKey: "a".repeat(64) };
    await Promise.all(Array.from({ length: 5 }, () => fixture.upstream.submitContact(demo, write)));
    await fixture.upstream.submitContact(demo, write);
    expect(await count("contact_messages")).toBe(1);
    expect(await count("idempotency_keys")).toBe(1);
    await fixture.upstream.submitContact(demo);
    expect(await count("contact_messages")).toBe(2);
  });

  it("frees a key whose write failed, so a retry runs again", async () => {
    const write = { idempotencyKey: "b".repeat(64) };
    const input = { name: null, email: "t@example.org", current_trial_game_id: "ev-gambit" };
    await expect(fixture.upstream.createTrialSession({ ...input, email: "not-an-address" }, write)).rejects.toMatchObject({ status: 400 });
    await expect(fixture.upstream.createTrialSession(input, write)).resolves.toMatchObject({
      value: { trial_user: { email: "t@example.org" } },
      replayed: false,
    });
    expect(await count("trial_sessions")).toBe(1);
  });

  it("takes a key past its day as a new one, and sweeps the others past theirs", async () => {
    const clock = testClock();
    const later = freshEmbedded({ now: clock.now, demoAccounts: false });
    try {
      const input = { name: null, email: "d@example.org", current_trial_game_id: "ev-gambit" };
      const write = { idempotencyKey: "c".repeat(64) };
      const first = await later.upstream.createTrialSession(input, write);
      await later.upstream.createTrialSession(input, { idempotencyKey: "e".repeat(64) });
      clock.advance(24 * 60 * 60 * 1000 + 1000);
      const next = await later.upstream.createTrialSession(input, write);
      expect(next.value.session.code).not.toBe(first.value.session.code);
      // The other key past its day was swept by that call: only the new one is left.
      const db = await later.upstream.ready();
      const keys = (await db.execute(sql`select key from idempotency_keys`)) as unknown as { rows: Array<{ key: string }> };
      expect(keys.rows).toEqual([{ key: "c".repeat(64) }]);
    } finally {
      await later.cleanup();
    }
  });
});

/**
 * The same contract on a PostgreSQL server when TEST_DATABASE_URL is set (.ci/run sets it when it can
 * start Debian's postgresql). Each run gets its own schema, dropped afterwards, so runs never collide.
 */
const databaseUrl = process.env.TEST_DATABASE_URL?.trim();
if (databaseUrl) {
  const clock = testClock();
  const schemaName = `contract_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  let upstream: EmbeddedUpstream | undefined;

  runUpstreamContract(
    `embedded adapter on PostgreSQL (TEST_DATABASE_URL, schema ${schemaName})`,
    async () => {
      upstream = createEmbeddedUpstream({ ...siteServices(), databaseUrl, searchPath: schemaName, now: clock.now, tokenTtlSeconds });
      const db = await upstream.ready();
      // The tables really are in the run's own schema on the server.
      const found = (await db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_schema = ${schemaName} and table_name = 'users'`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(found.rows[0]?.n).toBe(1);
      return { upstream, advanceClock: clock.advance, tokenTtlSeconds };
    },
    async () => {
      await upstream?.close();
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schemaName}" cascade`);
      } finally {
        await client.end();
      }
    },
  );
} else {
  describe("Upstream contract: embedded adapter on PostgreSQL", () => {
    it.todo("runs when TEST_DATABASE_URL names a PostgreSQL server (.ci/run sets it when it can start postgresql)");
  });
}
