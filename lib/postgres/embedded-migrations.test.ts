import { readFileSync } from "node:fs";
import path from "node:path";
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from "drizzle-kit/api";
import { embeddedMigrationsSource, migrationSets } from "./embedded-migrations.mjs";

const root = path.resolve(__dirname, "../..");

function lastSnapshot(folder: string): DrizzleSnapshotJSON {
  const out = path.join(root, folder, "drizzle");
  const { entries } = JSON.parse(readFileSync(path.join(out, "meta", "_journal.json"), "utf8")) as { entries: Array<{ idx: number }> };
  const last = String(entries.at(-1)!.idx).padStart(4, "0");
  return JSON.parse(readFileSync(path.join(out, "meta", `${last}_snapshot.json`), "utf8")) as DrizzleSnapshotJSON;
}

describe.each(migrationSets)("the migrations of $folder", (set) => {
  it("say what schema.ts says: a change to the schema needs `npm run db:generate`", async () => {
    const schema = (await import(path.join(root, set.folder, "schema.ts"))) as Record<string, unknown>;
    expect(await generateMigration(lastSnapshot(set.folder), generateDrizzleJson(schema))).toEqual([]);
  });

  it("are embedded in migrations.ts as drizzle-kit wrote them", () => {
    expect(readFileSync(path.join(root, set.folder, "migrations.ts"), "utf8")).toBe(embeddedMigrationsSource(root, set));
  });
});
