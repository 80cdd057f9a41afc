import { resetStoreForTests, storeDb, type StoreDb } from "@/lib/store";
import { openStore } from "@/lib/store/database";
import { storeMigrations } from "@/lib/store/migrations";
import { migratedPglite } from "./pglite-template";

const migratedStore = migratedPglite("site-store", JSON.stringify(storeMigrations), (createPglite) => openStore({ createPglite }));

/** Points getStore() at a fresh in-memory PGlite store, migrated. */
export function useMemoryStore(): Promise<void> {
  return resetStoreForTests({ createPglite: migratedStore });
}

/** A test file's own migrated store, opened before its first test and closed after its last; `db()` reads it. */
export function memoryStoreForFile(): () => StoreDb {
  let db: StoreDb | undefined;
  beforeAll(async () => {
    await useMemoryStore();
    db = await storeDb();
  }, 60_000);
  afterAll(() => resetStoreForTests());
  return () => db!;
}
