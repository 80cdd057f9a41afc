import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Migrations, OpenMigrated, Opened, OpenOptions } from "@/upstream-contract/embedding";
import { migrations as list } from "./migrations";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseOptions = Pick<OpenOptions, "pgliteDir" | "databaseUrl" | "searchPath" | "createPglite">;
export type OpenDatabase = Opened<typeof schema>;

/** Any number, as long as every process that migrates this database uses the same one. */
const migrations: Migrations = {
  table: "upstream_migrations",
  lock: 72_263_901,
  list,
  // Databases made before drizzle-kit wrote the migrations ran 0001_init and 0002_idempotency_keys by hand.
  baseline: { id: "0000_baseline", after: "0002_idempotency_keys" },
};

/** Opens (creating and migrating on first start) the embedded upstream's database, with the opener the site hands it. */
export function openDatabase(open: OpenMigrated, options: DatabaseOptions): Promise<OpenDatabase> {
  return open(schema, migrations, { ...options, poolSize: 10 });
}
