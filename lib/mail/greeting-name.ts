/** Longest name a mail may greet; checked before the pattern so a long input costs nothing. */
export const GREETING_NAME_MAX = 60;

// Unicode letters (with their combining marks), and single spaces, hyphens and apostrophes between
// them: a name's shape. No digits, periods, URLs, slashes or colons can match.
const NAME = /^\p{L}\p{M}*(?:\p{L}\p{M}*|[ '’-](?=\p{L}))*$/u;

/**
 * A typed name as it may appear in a mail's greeting or subject, or null when it
 * fails the strict name rule: the mail then says a neutral "Hello,".
 */
export function greetingName(typed: string | null | undefined): string | null {
  if (typeof typed !== "string") return null;
  if (typed.length > GREETING_NAME_MAX + 20) return null;
  const name = typed.trim().replace(/ {2,}/g, " ");
  if (name.length === 0 || name.length > GREETING_NAME_MAX) return null;
  return NAME.test(name) ? name : null;
}

/** "Hello Ana," or "Hello," — the only way a mail greets someone by name. */
export const greeting = (typed: string | null | undefined): string => {
  const name = greetingName(typed);
  return name ? `Hello ${name},` : "Hello,";
};
