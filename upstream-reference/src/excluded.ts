import { sql, type AnyColumn } from "drizzle-orm";

/**
 * `excluded.<column>` for an upsert's SET: the value the refused insert carried, named from the table's own
 * column so that renaming the column cannot leave a stale string behind.
 */
export function excluded(column: AnyColumn) {
  return sql`excluded.${sql.identifier(column.name)}`;
}
