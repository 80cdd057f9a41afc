import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import { openStore, type Store, type StoreDb, type StoreOptions } from "./database";

export { migrateStore, type Store, type StoreDb, type StoreOptions } from "./database";
export * as storeTables from "./schema";

/**
 * The site's own state (rate-limit counters; tokens, ended sessions and the outbox join as further
 * migrations): PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/site-store. PGlite allows
 * one process per folder, so this is never the embedded upstream's folder.
 */
export function defaultStoreOptions(): StoreOptions {
  return env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL, poolSize: env.STORE_POOL_SIZE }
    : { pgliteDir: path.join(env.DATA_DIR, "site-store") };
}

interface Holder {
  options?: StoreOptions;
  opening?: Promise<Store>;
}

/** On globalThis: one store per process, kept across dev reloads and shared by every bundle. */
const KEY = Symbol.for("simulation-games-site.store");
const holder = (): Holder => ((globalThis as { [KEY]?: Holder })[KEY] ??= {});

/** The store, opened and migrated on first use. A failed opening is forgotten, so the next call retries. */
export function getStore(): Promise<Store> {
  const state = holder();
  if (!state.opening) {
    const opening = openStore(state.options ?? defaultStoreOptions());
    state.opening = opening;
    opening.catch(() => {
      if (state.opening === opening) state.opening = undefined;
    });
  }
  return state.opening;
}

/** The store's drizzle database, which every feature's queries take (accounts, LTI, outbox, trial requests, sweep). */
export async function storeDb(): Promise<StoreDb> {
  return (await getStore()).db;
}

/** Tests only: closes the open store; the next getStore() opens a fresh one with these options (default: in memory). */
export async function resetStoreForTests(options: StoreOptions = {}): Promise<void> {
  const state = holder();
  const open = state.opening;
  state.opening = undefined;
  state.options = options;
  if (open) await (await open.catch(() => null))?.close().catch(() => undefined);
}
