/**
 * The one form of an address that names a person here. Every spelling a mailbox treats as the same
 * address reaches the same account, counter and token row. It is only the key: mail goes to the
 * account's address as its owner typed and proved it, kept beside the key:
 * - NFKC, so compatibility characters (the Kelvin sign, full-width letters, ligatures) become the
 *   letters they stand for;
 * - full case folding of the local part (ß and ẞ → ss, ς → σ), done letter by letter as lower, upper,
 *   then lower case again: JavaScript has no case folding of its own, and this reaches the same letter for
 *   every one whose folding differs from its lower case. It also folds the dotless ı to i, one more
 *   spelling of one account;
 * - a combining dot above after i is dropped: "İ" lower-cases to "i" + U+0307, which looks like "i" and
 *   which PostgreSQL's lower() turns into plain "i", so without this one address had two keys;
 * - the domain through IDNA (the URL parser's UTS #46 processing: lower case, punycode for other
 *   scripts), without a trailing dot.
 * Null when the text is no address (no "@", or a domain IDNA refuses).
 */
export function canonicalEmail(typed: string): string | null {
  const text = typed.trim().normalize("NFKC");
  const at = text.lastIndexOf("@");
  if (at < 1 || at === text.length - 1) return null;
  const local = foldCase(text.slice(0, at));
  const domain = asciiDomain(text.slice(at + 1));
  return domain ? `${local}@${domain}` : null;
}

function foldCase(text: string): string {
  const folded = Array.from(text, (letter) => letter.toLowerCase().toUpperCase().toLowerCase()).join("");
  return folded.normalize("NFKC").replaceAll("i\u0307", "i");
}

/** The domain as a mail server sees it (ASCII, lower case), or null when IDNA refuses it. */
function asciiDomain(domain: string): string | null {
  const bare = domain.replace(/\.$/, "");
  if (!bare || bare.includes("..") || /[/?#\\:@\s[\]%]/.test(bare)) return null;
  try {
    const host = new URL(`http://${bare}`).hostname;
    return host && !host.includes(":") ? host : null;
  } catch {
    return null;
  }
}

/**
 * A key for stores that have always held an address: its canonical form, or the text trimmed and
 * lower-cased when it is no address (such a key never matches a real account).
 */
export function normaliseEmail(email: string): string {
  return canonicalEmail(email) ?? email.trim().toLowerCase();
}

/** Gmail answers to both domains with one inbox. */
const sameInbox: Record<string, string> = { "googlemail.com": "gmail.com" };

/**
 * The inbox an address most likely lands in, for counting the mail we send to it: the canonical form
 * without a `+tag` (RFC 5233 sub-addressing, which most providers deliver to the same inbox),
 * googlemail.com as gmail.com, and for Gmail without dots. Only for budgets: two such spellings can
 * still be two accounts, and mail goes to each account's own address.
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
