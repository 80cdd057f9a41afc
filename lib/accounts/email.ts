/** Addresses are stored trimmed and lower-cased, so that one person has one row. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
