// A freshly initialised PGlite cluster, made once and kept in the temp folder: a new PGlite runs initdb
// (2–3 s on two busy cores), while one loaded from this copy is ready in a fraction of that. Jest's global
// setup makes it; every PGlite a test opens on a fresh folder starts from it (./templated.ts).
import { existsSync, renameSync, writeFileSync } from "node:fs";
import { templatePath } from "./template-path.cjs";

export async function ensureTemplate() {
  if (existsSync(templatePath)) return;
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite();
  await db.waitReady;
  const blob = await db.dumpDataDir("none");
  await db.close();
  // Written beside and renamed, so a parallel run never reads half a file.
  const partial = `${templatePath}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  renameSync(partial, templatePath);
}
