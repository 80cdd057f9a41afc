import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { PGlite, PGliteOptions } from "@electric-sql/pglite";
import { loadNative } from "@/test-support/store/native-module";

// Jest's global setup wrote the file before any test file runs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { templatePath } = require("./template-path.cjs") as { templatePath: string };

type PGliteModule = typeof import("@electric-sql/pglite");

let template: Blob | null | undefined;
function templateBlob(): Blob | null {
  template ??= existsSync(templatePath) ? new Blob([readFileSync(templatePath)]) : null;
  return template;
}

/** A folder PGlite has not initialised yet: none, missing, or empty. */
function isFresh(dir: string | undefined): boolean {
  return !dir || dir.startsWith("memory://") || !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * PGlite, loaded with Node's own loader (its WebAssembly comes through a dynamic import(), which Jest's module
 * sandbox refuses), whose new databases start from the template instead of running initdb.
 */
let loaded: PGliteModule | undefined;
export function templatedPglite(): PGliteModule {
  if (loaded) return loaded;
  const native = loadNative<PGliteModule>("@electric-sql/pglite");
  class TemplatedPGlite extends native.PGlite {
    constructor(dirOrOptions?: string | PGliteOptions, options?: PGliteOptions) {
      const dir = typeof dirOrOptions === "string" ? dirOrOptions : dirOrOptions?.dataDir;
      const given = typeof dirOrOptions === "string" ? options : dirOrOptions;
      const loadDataDir = given?.loadDataDir ?? (isFresh(dir) ? (templateBlob() ?? undefined) : undefined);
      super(dir, { ...given, ...(loadDataDir ? { loadDataDir } : {}) });
    }
  }
  loaded = { ...native, PGlite: TemplatedPGlite as unknown as typeof PGlite };
  return loaded;
}
