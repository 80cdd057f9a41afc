/**
 * Session-code rules, in one place: the join box, /join/<code>, Share a session and the LTI learner's
 * link all read a typed code here (docs/decisions/forgiving-session-codes.md).
 *
 * - Spaces anywhere and lower case are forgiven; long dashes count as "-".
 * - A game whose prefix ends in "-" (P5-, TOC-…) also takes its code without the dash or with a space
 *   for it ("p5 7k2qxp" is P5-7K2QXP): no prefix's letters start another's, so this is unambiguous.
 * - The Fruit Beer Game (prefix null in content: the fallback game) takes FB- codes, as its upstream
 *   makes them; a code no game's prefix starts is unknown, never sent to the fallback's lobby.
 */

/** The prefix of the game content lists without one (the fallback game): what its codes start with. */
export const FALLBACK_PREFIX = "FB-";

/** A game as far as codes go. */
export interface CodeOwner {
  prefix: string | null;
}

/** The letters a game's codes start with. */
export function codePrefix(prefix: string | null): string {
  return (prefix ?? FALLBACK_PREFIX).toUpperCase();
}

/** A code of the game's, shown as its format: the prefix (with its dash) and six characters. */
export function codeFormat(prefix: string | null): string {
  const head = codePrefix(prefix);
  return `${head.endsWith("-") ? head : `${head}-`}ABC123`;
}

/** Upper case, no spaces, long dashes as "-". */
export function compactCode(raw: string): string {
  return raw
    .replace(/\s+/g, "")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .toUpperCase();
}

export interface CodeReading<G> {
  /** The code as the game's site receives it ("" for an empty code). */
  code: string;
  /** The game whose prefix starts it; null when none does. */
  game: G | null;
}

/** Which game a typed code belongs to, and the code written the way that game writes it. */
export function readCode<G extends CodeOwner>(raw: string, games: readonly G[]): CodeReading<G> {
  const compact = compactCode(raw);
  const byLength = [...games].sort((a, b) => codePrefix(b.prefix).length - codePrefix(a.prefix).length);
  for (const game of byLength) {
    const prefix = codePrefix(game.prefix);
    const stem = prefix.replace(/-$/, "");
    if (!compact.startsWith(stem)) continue;
    const rest = compact.slice(stem.length).replace(/^-/, "");
    if (!rest) continue;
    return { code: prefix.endsWith("-") ? `${prefix}${rest}` : compact, game };
  }
  return { code: compact, game: null };
}
