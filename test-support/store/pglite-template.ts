import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { loadNative } from "./native-module";

/** Whatever a migration opened with the given PGlite; closed once its data directory is copied. */
type Migrated = { close(): Promise<void> };
type CreatePglite = (dir: string | undefined) => PGlite;

/**
 * A new PGlite runs initdb (seconds on a busy machine), and each test file then migrates it. Instead the
 * first file of a Jest worker migrates one database and keeps a copy of its data directory; every later
 * database of that name starts from the copy (about half a second). The copies are kept in a module loaded
 * outside Jest's sandbox, which outlasts the file that made them.
 */
const templates = loadNative<Map<string, Promise<Blob>>>(path.join(__dirname, "pglite-templates.cjs"));

function newPglite(dir: string | undefined, loadDataDir?: Blob): PGlite {
  const { PGlite } = loadNative<typeof import("@electric-sql/pglite")>("@electric-sql/pglite");
  return new PGlite(dir, loadDataDir ? { loadDataDir } : {});
}

async function makeTemplate(migrate: (createPglite: CreatePglite) => Promise<Migrated>): Promise<Blob> {
  let client: PGlite | undefined;
  const migrated = await migrate((dir) => (client = newPglite(dir)));
  try {
    return await client!.dumpDataDir("none");
  } finally {
    await migrated.close();
  }
}

/** A `createPglite` whose databases start migrated: `migrate` runs once per worker, on the first one. */
export function migratedPglite(name: string, migrate: (createPglite: CreatePglite) => Promise<Migrated>) {
  return async (dir: string | undefined): Promise<PGlite> => {
    if (!templates.has(name)) {
      const made = makeTemplate(migrate);
      made.catch(() => templates.delete(name));
      templates.set(name, made);
    }
    return newPglite(dir, await templates.get(name));
  };
}
