import "server-only";
import type { SqlClient } from "@/lib/accounts/sql";
import { getStore } from "@/lib/store";

export type { SqlClient } from "@/lib/accounts/sql";

/** The LTI tables (migration 0006_lti) live in the site's store; plain parameterised SQL on its client. */
export async function ltiStore(): Promise<SqlClient> {
  const { db } = await getStore();
  return (db as unknown as { $client: SqlClient }).$client;
}
