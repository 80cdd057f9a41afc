import type { AccessibleGameRecord } from "@/upstream-contract/types";

/** The records that are licences: a free trial's record opens its teaching material but lists no game on the dashboard. */
export function licencesOnly<R extends AccessibleGameRecord>(records: readonly R[]): R[] {
  return records.filter((record) => record.access !== "trial");
}
