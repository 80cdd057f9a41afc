import { resetStoreForTests } from "@/lib/store";
import { createNativePglite } from "@/test-support/upstream/pglite";

/** Points getStore() at a fresh in-memory PGlite store. */
export function useMemoryStore(): Promise<void> {
  return resetStoreForTests({ createPglite: createNativePglite });
}
