import type { PGlite } from "@electric-sql/pglite";

/**
 * PGlite loads its WebAssembly through dynamic import(), which Jest's module sandbox refuses without
 * --experimental-vm-modules. Loading it with Node's own loader (Module._load; Jest replaces only
 * module.createRequire) puts it outside the sandbox, where dynamic import() works.
 */
interface NodeModule {
  _load(request: string, parent: unknown, isMain: boolean): unknown;
}

let loaded: typeof import("@electric-sql/pglite") | undefined;

export function createNativePglite(dir: string | undefined): PGlite {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= (require("node:module") as NodeModule)._load(
    require.resolve("@electric-sql/pglite"),
    null,
    false,
  ) as typeof import("@electric-sql/pglite");
  return new loaded.PGlite(dir);
}
