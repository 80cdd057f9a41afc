import { readFileSync } from "node:fs";
import path from "node:path";
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from "drizzle-kit/api";
import type { Migration } from "./open";
import { journalTags, migrationSets } from "./embedded-migrations.mjs";

const root = path.resolve(__dirname, "../..");

function lastSnapshot(folder: string, tags: string[]): DrizzleSnapshotJSON {
  const last = tags.at(-1)!.slice(0, 4);
  return JSON.parse(readFileSync(path.join(root, folder, "drizzle", "meta", `${last}_snapshot.json`), "utf8")) as DrizzleSnapshotJSON;
}

describe.each(migrationSets)("the migrations of $folder", (set) => {
  it("say what schema.ts says: a change to the schema needs `npm run db:generate`", async () => {
    const schema = (await import(path.join(root, set.folder, set.code ?? "", "schema.ts"))) as Record<string, unknown>;
    const drift = await generateMigration(lastSnapshot(set.folder, journalTags(root, set)), generateDrizzleJson(schema));
    expect(drift).toEqual([]);
  });

  it("are embedded in migrations.ts, every one drizzle-kit wrote, in its order", async () => {
    const embedded = (await import(path.join(root, set.folder, set.code ?? "", "migrations.ts")))[set.exportName] as Migration[];
    expect(embedded.map((migration) => migration.id)).toEqual(journalTags(root, set));
  });
});
