import "server-only";
import { getStore } from "@/lib/store";
import type { SqlClient } from "./sql";

/**
 * The accounts tables live in the site's store (lib/store, migrations 0002–0005). Their queries are
 * plain parameterised SQL on the store's own client: PGlite and a pg Pool both answer `query(text, params)`.
 */
export async function accountsStore(): Promise<SqlClient> {
  const { db } = await getStore();
  return (db as unknown as { $client: SqlClient }).$client;
}
