/** Addresses are stored trimmed and lower-cased, so that one person has one row. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Gmail answers to both domains with one inbox. */
const sameInbox: Record<string, string> = { "googlemail.com": "gmail.com" };

/**
 * The inbox an address most likely lands in, for counting the mail we send to it: lower-cased, without
 * a `+tag` (RFC 5233 sub-addressing, which most providers deliver to the same inbox), the domain without
 * a trailing dot, googlemail.com as gmail.com, and for Gmail without dots. Only for budgets: mail still
 * goes to the address as typed.
 */
export function mailboxKey(email: string): string {
  const normal = normaliseEmail(email);
  const at = normal.lastIndexOf("@");
  if (at < 1) return normal;
  const bare = normal.slice(at + 1).replace(/\.+$/, "");
  const domain = sameInbox[bare] ?? bare;
  let local = normal.slice(0, at).split("+")[0] || normal.slice(0, at);
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}
