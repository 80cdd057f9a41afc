const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"] as const;

/** A date-only value ("2025-12-14") is that calendar day; anything else is an instant, read in UTC. */
export function parseExpiry(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The dashboard's 'Valid till' date: day, short month, year, uppercase, in UTC — "14 DEC 2025".
 * Fixed month names (no Intl), so server and browser agree. An unreadable value gives "".
 */
export function formatValidTill(value: string | Date): string {
  const date = parseExpiry(value);
  if (!date) return "";
  const day = String(date.getUTCDate()).padStart(2, "0");
  return `${day} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
