import { resetStoreForTests } from "@/lib/store";
import { openStore } from "@/lib/store/database";
import { storeMigrations } from "@/lib/store/migrations";
import { migratedPglite } from "./pglite-template";

const migratedStore = migratedPglite("site-store", JSON.stringify(storeMigrations), (createPglite) => openStore({ createPglite }));

/** Points getStore() at a fresh in-memory PGlite store, migrated. */
export function useMemoryStore(): Promise<void> {
  return resetStoreForTests({ createPglite: migratedStore });
}
