import "server-only";
import { getStore } from "./index";

/** What a query drizzle cannot say needs from the store: PGlite and a pg Pool both answer `query(text, params)` with `{ rows }`. */
export interface SqlClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** The store's own driver (PGlite or the pg Pool), for every feature's plain parameterised SQL. */
export async function storeClient(): Promise<SqlClient> {
  const { db } = await getStore();
  return (db as unknown as { $client: SqlClient }).$client;
}
