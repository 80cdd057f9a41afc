import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { createEmbeddedUpstream, type EmbeddedUpstream } from "@/reference-upstream";
import { runUpstreamContract } from "@/test-support/upstream/contract";
import { freshEmbedded, testClock } from "@/test-support/upstream/fixtures";

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
      upstream = createEmbeddedUpstream({ databaseUrl, searchPath: schemaName, now: clock.now, tokenTtlSeconds });
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
