import { Client, Pool } from "pg";
import { logPoolErrors } from "./pool-errors";

const shutdown = () => Object.assign(new Error("terminating connection due to administrator command\n[forged] line"), { code: "57P01" });

/** Where pg emits a broken connection's 'error': the pool (an idle client), or a client checked out of it. */
const emitters = [
  ["a pool (one of its idle connections broke)", (pool: Pool) => pool],
  [
    "a client checked out of the pool (between two statements of a transaction)",
    (pool: Pool) => {
      const client = new Client();
      pool.emit("connect", client);
      return client;
    },
  ],
] as const;

describe("logPoolErrors", () => {
  it.each(emitters)("'error' on %s would end the process without a listener; with one, it is one quoted line", (_where, emitterOf) => {
    expect(() => emitterOf(new Pool()).emit("error", shutdown())).toThrow("administrator command");

    const pool = new Pool();
    const lines: string[] = [];
    logPoolErrors(pool, "site_migrations", (line) => lines.push(line));
    expect(() => emitterOf(pool).emit("error", shutdown())).not.toThrow();
    expect(lines).toEqual([
      '[postgres] site_migrations: a connection broke: "terminating connection due to administrator command\\n[forged] line"; the next query reconnects',
    ]);
  });

  it("says one line for a burst (every idle connection breaks at once) and counts the rest in the next", () => {
    let now = 1_000;
    const pool = new Pool();
    const lines: string[] = [];
    logPoolErrors(
      pool,
      "store",
      (line) => lines.push(line),
      () => now,
    );
    for (let i = 0; i < 5; i++) pool.emit("error", shutdown());
    expect(lines).toHaveLength(1);
    now += 10_000;
    pool.emit("error", shutdown());
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("(and 4 more since the last line)");
  });
});

/**
 * On a real server (TEST_DATABASE_URL, as .ci/run sets it): an administrator ends every connection of
 * the pool, as a restart does; the process lives on and the next query is answered on a new connection.
 */
const databaseUrl = process.env.TEST_DATABASE_URL?.trim();
/** An administrator ends every connection named `name`, as a restart does; waits for the pool's log line. */
async function endConnectionsOf(name: string, lines: string[]): Promise<void> {
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1", [name]);
  await admin.end();
  for (let i = 0; i < 50 && lines.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

(databaseUrl ? describe : describe.skip)("a pool whose connections the server ends", () => {
  it("keeps the process up and answers the next query", async () => {
    const name = `pool-errors-${process.pid}`;
    const pool = new Pool({ connectionString: databaseUrl, max: 3, application_name: name });
    const lines: string[] = [];
    logPoolErrors(pool, "test", (line) => lines.push(line));
    try {
      await Promise.all([pool.query("select pg_sleep(0.05)"), pool.query("select pg_sleep(0.05)")]);
      expect(pool.idleCount).toBeGreaterThan(0);
      await endConnectionsOf(name, lines);
      expect(lines[0]).toContain("administrator command");
      // One line stands for the burst: wait until the pool has heard of every ended connection (each
      // leaves the idle list), else the next query may be handed one whose notice is still on its way.
      for (let i = 0; i < 50 && pool.idleCount > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(pool.idleCount).toBe(0);
      await expect(pool.query("select 1 as one")).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await pool.end();
    }
  });

  it("keeps the process up when the connection of a client checked out between two statements is ended", async () => {
    const name = `pool-errors-held-${process.pid}`;
    const pool = new Pool({ connectionString: databaseUrl, max: 2, application_name: name });
    const lines: string[] = [];
    logPoolErrors(pool, "test", (line) => lines.push(line));
    try {
      const held = await pool.connect();
      await held.query("begin");
      await endConnectionsOf(name, lines);
      expect(lines[0]).toContain("a connection broke");
      await expect(held.query("select 1")).rejects.toThrow();
      held.release(true);
      await expect(pool.query("select 1 as one")).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await pool.end();
    }
  });
});
