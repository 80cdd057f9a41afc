import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The two databases whose migrations drizzle-kit writes (their drizzle.config.ts), each embedded as a
 * TypeScript module so that every bundle (Next, tsx, Jest) carries them without reading files.
 */
export const migrationSets = [
  { folder: "lib/store", exportName: "storeMigrations", table: "site_migrations" },
  { folder: "reference-upstream", exportName: "migrations", table: "upstream_migrations" },
];

/** No schema qualifier, so that a search_path can place the tables in another schema (tests do). */
const unqualified = (sql) => sql.replaceAll('"public".', "");

const asTemplate = (text) => "`\n" + text.replaceAll("\\", "\\\\").replaceAll("`", "\\`").replaceAll("${", "\\${") + "\n`";

/** The source of `<folder>/migrations.ts`: drizzle-kit's journal and SQL files under `<folder>/drizzle`, in order. */
export function embeddedMigrationsSource(root, { folder, exportName, table }) {
  const out = path.join(root, folder, "drizzle");
  const journal = JSON.parse(readFileSync(path.join(out, "meta", "_journal.json"), "utf8"));
  const entries = journal.entries.map(({ tag }) => {
    const sql = unqualified(readFileSync(path.join(out, `${tag}.sql`), "utf8")).trim();
    return `  {\n    id: ${JSON.stringify(tag)},\n    sql: ${asTemplate(sql)},\n  },\n`;
  });
  return [
    `// Written by \`npm run db:generate\` from ./drizzle (drizzle-kit's output for ./schema.ts); do not edit.`,
    `// Applied once each, in this order (table ${table}); see docs/decisions/drizzle-kit-migrations.md.`,
    `import type { Migration } from "@/lib/postgres/open";`,
    ``,
    `export const ${exportName}: readonly Migration[] = [`,
    `${entries.join("")}];`,
    ``,
  ].join("\n");
}
