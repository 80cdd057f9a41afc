import "server-only";
import { migrate, openMigrated, type Migration, type Migrations, type Opened, type OpenOptions } from "./open";
import { storeMigrations } from "./migrations";
import { rekeyStoredAddresses } from "./rekey-addresses";
import * as schema from "./schema";

import type { StoreDb } from "./store-db";

export type { StoreDb };

export type Store = Opened<typeof schema>;
export type StoreOptions = Pick<OpenOptions, "databaseUrl" | "pgliteDir" | "createPglite" | "poolSize">;

/** Any number, as long as every process migrating this store uses it (the upstream uses another). */
const migrations = (list: readonly Migration[]): Migrations => ({
  table: "site_migrations",
  lock: 72_263_977,
  list,
  // Stores made before drizzle-kit wrote the migrations ran 0001_rate_limits … 0011 by hand.
  baseline: { id: "0000_baseline", after: "0011_lti_accounts_per_registration" },
});

/** Applies the migrations not yet applied, in order, under an advisory lock: instances may start at once. */
export function migrateStore(db: StoreDb, list: readonly Migration[] = storeMigrations): Promise<void> {
  return migrate(db as unknown as Parameters<typeof migrate>[0], migrations(list));
}

/** Opens and migrates a store; most code wants getStore() instead. */
export async function openStore(options: StoreOptions): Promise<Store> {
  const store = await openMigrated(schema, migrations(storeMigrations), options);
  try {
    await rekeyStoredAddresses(store.db);
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  return store;
}
