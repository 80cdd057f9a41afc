import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";
import { accountsMigrations } from "./migrations";
import type { SqlClient } from "./sql";

/**
 * The accounts tables' database: PGlite under DATA_DIR, or PostgreSQL when DATABASE_URL is set (so that
 * several instances share ended sessions and tokens). Opened once per process, on first use.
 */
const KEY = Symbol.for("simulation-games-site.accounts-store");
type Holder = { [KEY]?: Promise<SqlClient> };

async function open(): Promise<SqlClient> {
  if (env.DATABASE_URL) {
    const { Pool } = await import("pg");
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: 5 });
    // The advisory lock belongs to one connection: migrate on a single one.
    const connection = await pool.connect();
    try {
      await migrateAccounts(connection);
    } finally {
      connection.release();
    }
    return pool;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const dir = path.resolve(env.DATA_DIR, "site-store");
  mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(dir);
  await pglite.waitReady;
  await migrateAccounts(pglite);
  return pglite;
}

/** Applies the accounts migrations not yet recorded; safe to run from several processes at once. */
export async function migrateAccounts(client: SqlClient): Promise<void> {
  await client.query("select pg_advisory_lock(72263917)");
  try {
    await client.query("create table if not exists accounts_migrations (id text primary key, applied_at timestamptz not null default now())");
    const { rows } = await client.query<{ id: string }>("select id from accounts_migrations");
    const done = new Set(rows.map((row) => row.id));
    for (const migration of accountsMigrations) {
      if (done.has(migration.id)) continue;
      for (const statement of migration.sql.split(/;\s*$/m).map((s) => s.trim()).filter(Boolean)) await client.query(statement);
      await client.query("insert into accounts_migrations (id) values ($1)", [migration.id]);
    }
  } finally {
    await client.query("select pg_advisory_unlock(72263917)");
  }
}

export function accountsStore(): Promise<SqlClient> {
  const holder = globalThis as Holder;
  const opening = (holder[KEY] ??= open());
  opening.catch(() => {
    if (holder[KEY] === opening) delete holder[KEY];
  });
  return opening;
}
