/** Addresses are stored trimmed and lower-cased, so that one person has one row. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const dotlessDomains = new Set(["gmail.com", "googlemail.com"]);

/**
 * The inbox an address most likely lands in, for counting the mail we send to it: lower-cased, without
 * a `+tag` (RFC 5233 sub-addressing, which most providers deliver to the same inbox), and for Gmail
 * without dots. Only for budgets: mail still goes to the address as typed.
 */
export function mailboxKey(email: string): string {
  const normal = normaliseEmail(email);
  const at = normal.lastIndexOf("@");
  if (at < 1) return normal;
  const domain = normal.slice(at + 1);
  let local = normal.slice(0, at).split("+")[0] || normal.slice(0, at);
  if (dotlessDomains.has(domain)) local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}
