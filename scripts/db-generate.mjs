// `npm run db:generate [name]`: drizzle-kit writes a migration for each database whose schema.ts
// changed (lib/store, upstream-reference); its SQL then moves into that folder's migrations.ts.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { embedNewMigrations, migrationSets } from "../lib/store/embedded-migrations.mjs";

const root = path.resolve(import.meta.dirname, "..");
const name = process.argv[2];
for (const set of migrationSets) {
  const args = ["drizzle-kit", "generate", "--config", `${set.folder}/drizzle.config.ts`, ...(name ? ["--name", name] : [])];
  execFileSync("npx", args, { cwd: root, stdio: "inherit" });
  for (const tag of embedNewMigrations(root, set)) console.log(`${path.join(set.folder, set.code ?? "", "migrations.ts")}: ${tag} added`);
}
