// `npm run db:generate`: drizzle-kit writes a migration for each database whose schema.ts changed
// (lib/store, reference-upstream), then each set is embedded in its migrations.ts.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { embeddedMigrationsSource, migrationSets } from "../lib/postgres/embedded-migrations.mjs";

const root = path.resolve(import.meta.dirname, "..");
const name = process.argv[2];
for (const set of migrationSets) {
  const args = ["drizzle-kit", "generate", "--config", `${set.folder}/drizzle.config.ts`, ...(name ? ["--name", name] : [])];
  execFileSync("npx", args, { cwd: root, stdio: "inherit" });
  writeFileSync(path.join(root, set.folder, "migrations.ts"), embeddedMigrationsSource(root, set));
}
