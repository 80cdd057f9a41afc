import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { openMigrated, type Migrations, type Opened, type OpenOptions } from "@/lib/postgres/open";
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

/** Opens (creating and migrating on first start) the embedded upstream's database. */
export function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  return openMigrated(schema, migrations, { ...options, poolSize: 10 });
}
