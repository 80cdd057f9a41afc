import type { AccessibleGameRecord } from "@/upstream-contract/types";
import { parseExpiry } from "./format-valid-till";

export { formatValidTill } from "./format-valid-till";

/** Days since the epoch of the UTC calendar day holding `date`. */
function utcDayNumber(date: Date): number {
  return Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) / 86_400_000);
}

/**
 * Keep records whose expiry_date is absent or not before today (compared by UTC calendar day)
 * and whose game id is allow-listed (content/ holds the list: ./allow-list.ts). An expiry that cannot
 * be read is treated as expired. Free of content/, so client code may import formatValidTill from here.
 */
export function filterAccessibleGames<R extends AccessibleGameRecord>(
  records: readonly R[],
  today: Date,
  allowList: ReadonlySet<string>,
): R[] {
  const todayNumber = utcDayNumber(today);
  return records.filter((record) => {
    if (!allowList.has(record.game_id)) return false;
    if (record.expiry_date === undefined || record.expiry_date === null || record.expiry_date.trim() === "") return true;
    const expiry = parseExpiry(record.expiry_date);
    return expiry !== null && utcDayNumber(expiry) >= todayNumber;
  });
}
