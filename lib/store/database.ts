import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { Pool } from "pg";
import { statementsOf, storeMigrations, type StoreMigration } from "./migrations";
import * as schema from "./schema";

export type StoreDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Store {
  db: StoreDb;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface StoreOptions {
  /** A PostgreSQL server; wins over pgliteDir. */
  databaseUrl?: string;
  /** Folder of the PGlite database (created if missing); omitted: in memory. */
  pgliteDir?: string;
  /** Makes the PGlite client (Jest passes one loaded outside its module sandbox). */
  createPglite?: (dir: string | undefined) => PGlite;
}

/** Any number, as long as every process migrating this store uses it (the upstream uses another). */
const MIGRATION_LOCK = 72_263_977;

/** Applies the migrations not yet applied, in order, under an advisory lock: instances may start at once. */
export async function migrateStore(db: StoreDb, migrations: readonly StoreMigration[] = storeMigrations): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create table if not exists site_migrations (id text primary key, applied_at timestamptz not null default now())`);
    // Both drivers answer { rows }; the shared PgDatabase type does not say so.
    const applied = (await tx.execute(sql`select id from site_migrations`)) as unknown as { rows: Array<{ id: string }> };
    const done = new Set(applied.rows.map((row) => row.id));
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      for (const statement of statementsOf(migration)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into site_migrations (id) values (${migration.id})`);
    }
  });
}

function openPostgres(url: string): Store {
  const pool = new Pool({ connectionString: url, max: 5 });
  return { db: drizzleNodePg(pool, { schema }) as unknown as StoreDb, kind: "postgres", close: () => pool.end() };
}

async function openPglite(dir: string | undefined, create = (d: string | undefined) => new PGlite(d)): Promise<Store> {
  const folder = dir ? path.resolve(dir) : undefined;
  if (folder) mkdirSync(folder, { recursive: true });
  const client = create(folder);
  await client.waitReady;
  return { db: drizzlePglite({ client, schema }) as unknown as StoreDb, kind: "pglite", close: () => client.close() };
}

/** Opens and migrates a store; most code wants getStore() instead. */
export async function openStore(options: StoreOptions): Promise<Store> {
  const store = options.databaseUrl ? openPostgres(options.databaseUrl) : await openPglite(options.pgliteDir, options.createPglite);
  try {
    await migrateStore(store.db);
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  return store;
}
