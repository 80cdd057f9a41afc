/** How many answers had each status: { 201: 320, 429: 680 }. */
export function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
