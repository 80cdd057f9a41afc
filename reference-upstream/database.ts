import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { Pool } from "pg";
import { migrations, statementsOf } from "./migrations";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseOptions {
  /** Folder of the PGlite database (created if missing); omitted: an in-memory database. */
  pgliteDir?: string;
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** Tables go into this schema (created if missing) on a PostgreSQL server; used by tests. */
  searchPath?: string;
  /** Makes the PGlite client; tests pass one loaded outside Jest's module sandbox (see test-support/upstream). */
  createPglite?: (dir: string | undefined) => PGlite;
}

export interface OpenDatabase {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/** Any number, as long as every process that migrates this database uses the same one. */
const MIGRATION_LOCK = 72_263_901;

export async function migrate(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(
      sql`create table if not exists upstream_migrations (id text primary key, applied_at timestamptz not null default now())`,
    );
    // Both drivers answer { rows }; the shared PgDatabase type does not say so.
    const applied = (await tx.execute(sql`select id from upstream_migrations`)) as unknown as { rows: Array<{ id: string }> };
    const done = new Set(applied.rows.map((row) => row.id));
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      for (const statement of statementsOf(migration)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into upstream_migrations (id) values (${migration.id})`);
    }
  });
}

async function openPostgres(url: string, searchPath: string | undefined): Promise<OpenDatabase> {
  if (searchPath !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(searchPath)) throw new Error("Invalid schema name");
  const pool = new Pool({
    connectionString: url,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  if (searchPath) await pool.query(`create schema if not exists "${searchPath}"`);
  return { db: drizzleNodePg(pool, { schema }) as unknown as Db, kind: "postgres", close: () => pool.end() };
}

async function openPglite(dir: string | undefined, create = (d: string | undefined) => new PGlite(d)): Promise<OpenDatabase> {
  const folder = dir ? path.resolve(dir) : undefined;
  if (folder) mkdirSync(folder, { recursive: true });
  const client = create(folder);
  await client.waitReady;
  return { db: drizzlePglite({ client, schema }) as unknown as Db, kind: "pglite", close: () => client.close() };
}

/** Opens (creating and migrating on first start) the embedded upstream's database. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  const opened = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.searchPath)
    : await openPglite(options.pgliteDir, options.createPglite);
  try {
    await migrate(opened.db);
  } catch (error) {
    await opened.close().catch(() => undefined);
    throw error;
  }
  return opened;
}
