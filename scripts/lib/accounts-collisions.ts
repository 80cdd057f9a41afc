import path from "node:path";
import { env } from "@/lib/env";
import { siteServices } from "@/lib/upstream/embedded";
import { createEmbeddedUpstream } from "@/upstream-reference/src/adapter";
import { emailKeyCollisions } from "@/upstream-reference/src/email-keys";

/**
 * `npm run accounts -- collisions`: the reference upstream's accounts whose addresses became the same
 * canonical key when keys were first computed. The older account keeps the address; each listed one
 * signs in with no address until the operator merges, renames or deletes it. With PGlite, stop the
 * site first (one process per database folder).
 */
async function main() {
  if (process.argv[2] !== "collisions") {
    console.error("Usage: npm run accounts -- collisions");
    process.exit(2);
  }
  const upstream = createEmbeddedUpstream({
    pgliteDir: path.join(env.DATA_DIR, "pglite"),
    databaseUrl: env.DATABASE_URL,
    seed: false,
    ...siteServices(),
  });
  const found = await emailKeyCollisions(await upstream.ready());
  await upstream.close();
  if (found.length === 0) {
    console.log("No two accounts share an address key.");
    return;
  }
  console.log(`${found.length} account(s) without an address key (another account holds it):`);
  for (const row of found)
    console.log(`  account ${row.uid} (stored address ${JSON.stringify(row.email)}): key ${row.key} is held by account ${row.heldBy}`);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
