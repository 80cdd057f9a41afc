import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { loadNative } from "./native-module";

/** Whatever a migration opened with the given PGlite; closed once its data directory is copied. */
type Migrated = { close(): Promise<void> };
type CreatePglite = (dir: string | undefined) => PGlite;

/**
 * A new PGlite runs initdb (seconds on a busy machine), and each test file then migrated it. Instead one
 * database is migrated and its data directory copied; every later database of that name starts from the
 * copy (about half a second). The copy is kept on disk under the hash of what made it (the migrations and
 * PGlite's version), so later runs skip making it, and in memory in a module loaded outside Jest's sandbox,
 * which outlasts the file that read it.
 */
const templates = loadNative<Map<string, Promise<Blob>>>(path.join(__dirname, "pglite-templates.cjs"));
const modules = path.join(__dirname, "..", "..", "node_modules");
const cacheDir = path.join(modules, ".cache", "pglite-templates");
const pgliteVersion = (
  JSON.parse(readFileSync(path.join(modules, "@electric-sql", "pglite", "package.json"), "utf8")) as { version: string }
).version;

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

async function readOrMakeTemplate(name: string, file: string, migrate: (createPglite: CreatePglite) => Promise<Migrated>): Promise<Blob> {
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Blob([kept]);
  const made = await makeTemplate(migrate);
  // Written aside and renamed: the other worker may be writing the same copy at the same moment.
  await mkdir(cacheDir, { recursive: true });
  const aside = `${file}.${process.pid}`;
  await writeFile(aside, Buffer.from(await made.arrayBuffer()));
  await rename(aside, file);
  // Copies made by other migrations are never read again (40 MB each).
  const prefix = `${name}-`;
  for (const old of await readdir(cacheDir))
    if (old.startsWith(prefix) && old.endsWith(".tar") && old !== path.basename(file)) await rm(path.join(cacheDir, old), { force: true });
  return made;
}

/**
 * A `createPglite` whose databases start migrated. `identity` names what the migration applies (its SQL):
 * a changed migration makes a new copy.
 */
export function migratedPglite(name: string, identity: string, migrate: (createPglite: CreatePglite) => Promise<Migrated>) {
  const hash = createHash("sha256").update(`${pgliteVersion}\n${identity}`).digest("hex").slice(0, 16);
  const file = path.join(cacheDir, `${name}-${hash}.tar`);
  return async (dir: string | undefined): Promise<PGlite> => {
    if (!templates.has(file)) {
      const made = readOrMakeTemplate(name, file, migrate);
      made.catch(() => templates.delete(file));
      templates.set(file, made);
    }
    return newPglite(dir, await templates.get(file));
  };
}
