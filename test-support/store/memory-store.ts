import { resetStoreForTests } from "@/lib/store";
import { openStore } from "@/lib/store/database";
import { migratedPglite } from "./pglite-template";

const migratedStore = migratedPglite("site-store", (createPglite) => openStore({ createPglite }));

/** Points getStore() at a fresh in-memory PGlite store, migrated. */
export function useMemoryStore(): Promise<void> {
  return resetStoreForTests({ createPglite: migratedStore });
}
