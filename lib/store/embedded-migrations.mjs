import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The two databases whose migrations drizzle-kit writes (their drizzle.config.ts). Each migration's SQL
 * is embedded in `<folder>/<code>/migrations.ts` (`code` is the folder of the schema, when not `folder`), so that every bundle (Next, tsx, Jest) carries it without
 * reading files; drizzle-kit keeps only its snapshots and journal in `<folder>/drizzle/meta`.
 */
export const migrationSets = [
  { folder: "lib/store", exportName: "storeMigrations", table: "site_migrations" },
  { folder: "upstream-reference", code: "src", exportName: "migrations", table: "upstream_migrations" },
];

/** drizzle-kit's list of the migrations it wrote, in order. */
export function journalTags(root, { folder }) {
  const journal = JSON.parse(readFileSync(path.join(root, folder, "drizzle", "meta", "_journal.json"), "utf8"));
  return journal.entries.map((entry) => entry.tag);
}

/** No schema qualifier, so that a search_path can place the tables in another schema (tests do). */
const unqualified = (sql) => sql.replaceAll('"public".', "");

const asTemplate = (text) => "`\n" + text.replaceAll("\\", "\\\\").replaceAll("`", "\\`").replaceAll("${", "\\${") + "\n`";

const header = ({ exportName, table }) =>
  [
    "// Written by `npm run db:generate`: drizzle-kit's SQL for ./schema.ts, one entry per migration; never edit one.",
    `// Applied once each, in this order (table ${table}); see docs/decisions/drizzle-kit-migrations.md.`,
    'import type { Migration } from "@/upstream-contract/embedding";',
    "",
    `export const ${exportName}: readonly Migration[] = [`,
    "];",
    "",
  ].join("\n");

/**
 * Moves the SQL files drizzle-kit has just written into the set's migrations.ts, appended in the
 * journal's order, and deletes them: the embedded text is the one copy. Returns the tags it moved.
 */
export function embedNewMigrations(root, set) {
  const out = path.join(root, set.folder, "drizzle");
  const file = path.join(root, set.folder, set.code ?? "", "migrations.ts");
  let source = existsSync(file) ? readFileSync(file, "utf8") : header(set);
  const moved = [];
  for (const tag of journalTags(root, set)) {
    const sqlFile = path.join(out, `${tag}.sql`);
    if (!existsSync(sqlFile)) continue;
    const sql = unqualified(readFileSync(sqlFile, "utf8")).trim();
    const entry = `  {\n    id: ${JSON.stringify(tag)},\n    sql: ${asTemplate(sql)},\n  },\n`;
    source = source.replace(/\];\n$/, `${entry}];\n`);
    rmSync(sqlFile);
    moved.push(tag);
  }
  writeFileSync(file, source);
  return moved;
}
