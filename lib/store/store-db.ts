import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** The site store's drizzle database, whichever driver (PGlite or PostgreSQL) opened it. */
export type StoreDb = PgDatabase<PgQueryResultHKT, typeof schema>;
