import { watchPool } from "@/lib/observability/metrics";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { Pool } from "pg";
import { logPoolErrors } from "./pool-errors";
import type { Migration, Migrations, Opened, OpenOptions } from "@/upstream-contract/embedding";

/**
 * Opening and migrating a PostgreSQL database, on a server or in PGlite: one way for the site's store
 * (lib/store) and the reference upstream (upstream-reference/src/database.ts), each with its own migrations.
 */

export type { Baseline, Migration, Migrations, Opened, OpenOptions } from "@/upstream-contract/embedding";

export function statementsOf(migration: Migration): string[] {
  return migration.sql
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/** The rows of a statement drizzle's builder cannot say: both drivers answer { rows }; the shared PgDatabase type does not say so. */
export async function rowsOf<T>(db: Pick<PgDatabase<PgQueryResultHKT, Record<string, unknown>>, "execute">, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Applies the migrations not yet applied, in order, in one transaction under the advisory lock. */
export async function migrate(db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>, migrations: Migrations): Promise<void> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(migrations.table)) throw new Error("Invalid migrations table name");
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${migrations.lock})`);
    await tx.execute(
      sql.raw(`create table if not exists ${migrations.table} (id text primary key, applied_at timestamptz not null default now())`),
    );
    const applied = await rowsOf<{ id: string }>(tx, sql.raw(`select id from ${migrations.table}`));
    const done = new Set(applied.map((row) => row.id));
    const { baseline } = migrations;
    if (baseline && done.size > 0 && !done.has(baseline.id)) {
      if (!done.has(baseline.after)) {
        throw new Error(
          `${migrations.table} predates ${baseline.after}: start the release before drizzle-kit's migrations once, then this one`,
        );
      }
      await tx.execute(sql`insert into ${sql.identifier(migrations.table)} (id) values (${baseline.id})`);
      done.add(baseline.id);
    }
    for (const migration of migrations.list) {
      if (done.has(migration.id)) continue;
      for (const statement of statementsOf(migration)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into ${sql.identifier(migrations.table)} (id) values (${migration.id})`);
    }
  });
}

async function connect<TSchema extends Record<string, unknown>>(schema: TSchema, options: OpenOptions): Promise<Opened<TSchema>> {
  const { databaseUrl, searchPath } = options;
  if (databaseUrl) {
    if (searchPath !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(searchPath)) throw new Error("Invalid schema name");
    const pool = new Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 5,
      // A server that is down refuses at once; one that is unreachable must not hold a request for ever.
      connectionTimeoutMillis: 5_000,
      ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    });
    logPoolErrors(pool, options.label ?? "database");
    watchPool(pool, options.label ?? "database");
    if (searchPath) await pool.query(`create schema if not exists "${searchPath}"`);
    const db = drizzleNodePg(pool, { schema }) as unknown as PgDatabase<PgQueryResultHKT, TSchema>;
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const folder = options.pgliteDir ? path.resolve(options.pgliteDir) : undefined;
  if (folder) mkdirSync(folder, { recursive: true });
  const client = await (options.createPglite ?? ((dir) => new PGlite(dir)))(folder);
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as PgDatabase<PgQueryResultHKT, TSchema>;
  return { db, kind: "pglite", close: () => client.close() };
}

/** Opens the database and applies its migrations; closes it again when they fail. */
export async function openMigrated<TSchema extends Record<string, unknown>>(
  schema: TSchema,
  migrations: Migrations,
  options: OpenOptions,
): Promise<Opened<TSchema>> {
  const opened = await connect(schema, { label: migrations.table, ...options });
  try {
    await migrate(opened.db as unknown as PgDatabase<PgQueryResultHKT, Record<string, unknown>>, migrations);
  } catch (error) {
    await opened.close().catch(() => undefined);
    throw error;
  }
  return opened;
}
