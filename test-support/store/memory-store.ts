import type { PGlite } from "@electric-sql/pglite";
import { resetStoreForTests } from "@/lib/store";
import { loadNative } from "./native-module";

/** Points getStore() at a fresh in-memory PGlite store. */
export function useMemoryStore(): Promise<void> {
  return resetStoreForTests({
    createPglite: (dir: string | undefined): PGlite => {
      const { PGlite } = loadNative<typeof import("@electric-sql/pglite")>("@electric-sql/pglite");
      return new PGlite(dir);
    },
  });
}
