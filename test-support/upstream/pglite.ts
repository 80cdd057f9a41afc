import type { PGlite } from "@electric-sql/pglite";
import { templatedPglite } from "@/test-support/pglite/templated";

/** A PGlite outside Jest's module sandbox, started from the test template (test-support/pglite/). */
export function createNativePglite(dir: string | undefined): PGlite {
  return new (templatedPglite().PGlite)(dir);
}
