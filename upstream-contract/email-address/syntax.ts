import addressparser from "nodemailer/lib/addressparser";

/**
 * Non-space text, an @, non-space text, a dot, non-space text. Written so that it runs in
 * linear time: no dot before the domain's first dot, so no two quantifiers can share a character (the
 * pattern it replaces, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, backtracked quadratically on a long domain).
 */
export const emailPattern = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/**
 * The characters a bare address may hold: letters, marks and digits of any script, and RFC 5322's
 * atext punctuation. No space of any kind, no control or format character, no < > , ; : " ( ) [ ] \.
 */
const addressCharacters = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~.@-]+$/u;

/**
 * Whether the address holds a character that draws nothing: Unicode's default-ignorable code points
 * (variation selectors, the combining grapheme joiner, Mongolian free variation selectors, tags, zero-width
 * characters, Hangul fillers …). "stu\u034Fdent@…" displays as "student@…" but is another address.
 */
export function hasInvisibleCharacter(text: string): boolean {
  return /\p{Default_Ignorable_Code_Point}/u.test(text);
}

/**
 * A domain an SMTP server takes (RFC 5321: labels joined by single dots). `gmail.com.` names the same
 * host, but a server answers its RCPT TO with 501, and the form would answer 500 where it said "sent"
 * for every other address: it is refused as the form's invalid e-mail instead.
 */
const isMailDomain = (domain: string) => !domain.endsWith(".") && !domain.includes("..");

/**
 * Exactly one bare address: what nodemailer's own parser reads as one address with no
 * display name, and which is the whole text. So `name<a@b.co>`, `a@b.co, c@d.ef`, `"q"@b.co` and
 * an address with a control character never reach a mail's To: line. Call after the length check.
 */
export function isPlainAddress(text: string): boolean {
  if (!emailPattern.test(text) || !addressCharacters.test(text) || !isMailDomain(text.slice(text.lastIndexOf("@") + 1))) return false;
  const parsed = addressparser(text);
  const only = parsed[0];
  return parsed.length === 1 && only !== undefined && "address" in only && only.name === "" && only.address === text;
}

const scripts = [
  "Latin",
  "Greek",
  "Cyrillic",
  "Armenian",
  "Hebrew",
  "Arabic",
  "Devanagari",
  "Bengali",
  "Tamil",
  "Thai",
  "Georgian",
  "Ethiopic",
  "Han",
  "Hiragana",
  "Katakana",
  "Bopomofo",
  "Hangul",
].map((name) => ({ name, letter: new RegExp(`\\p{Script=${name}}`, "u") }));
/** Scripts written together in one name (UTS #39's "highly restrictive" level): Japanese, Chinese, Korean beside Latin. */
const writtenTogether = [
  new Set(["Latin", "Han", "Hiragana", "Katakana"]),
  new Set(["Latin", "Han", "Bopomofo"]),
  new Set(["Latin", "Han", "Hangul"]),
];

function scriptsOf(part: string): Set<string> {
  const found = new Set<string>();
  for (const char of part.match(/\p{L}/gu) ?? []) found.add(scripts.find((script) => script.letter.test(char))?.name ?? `other:${char}`);
  return found;
}

function oneScript(part: string): boolean {
  const found = scriptsOf(part);
  return found.size <= 1 || writtenTogether.some((allowed) => [...found].every((name) => allowed.has(name)));
}

/**
 * Whether the address's local part, and each label of its domain, is written in one script (digits and
 * punctuation belong to all): "facilitatοr" with a Greek omicron, or "exаmple.com" with a Cyrillic a,
 * would otherwise open an account that reads as another person's. Call after isPlainAddress.
 */
export function isSingleScriptAddress(text: string): boolean {
  const normal = text.normalize("NFKC");
  const at = normal.lastIndexOf("@");
  return [normal.slice(0, at), ...normal.slice(at + 1).split(".")].every(oneScript);
}
