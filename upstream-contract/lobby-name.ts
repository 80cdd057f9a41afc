import { rectifyConfusion } from "unicode-confusables";
import { LOBBY_NAME_INPUT_MAX, LOBBY_NAME_MAX } from "./limits";
import { referenceLobbyErrors } from "./messages";

/**
 * A student's name for a lobby, as the professor's list shows it: the same rule in the site's form
 * check and in the reference upstream, which keeps the names.
 */

export type LobbyNameProblem = "empty" | "tooLong" | "staff";
export type LobbyNameReading = { ok: true; name: string } | { ok: false; problem: LobbyNameProblem };

/** Separators, controls, and blank-looking characters Unicode does not call spaces (Braille blank, Hangul fillers). */
const BLANKS = /[\s\p{Cc}\u2800\u115F\u1160\u3164\uFFA0]+/gu;
/** Format characters (bidi overrides and isolates, zero-width ones), default-ignorables, lone surrogates, private and unassigned code points. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}\p{Co}\p{Cn}]/gu;
/** Marks past the fourth on one letter only stack it higher: written names need fewer. */
const STACKED_MARKS = /(\p{M}{4})\p{M}+/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const NOT_LETTER = /[^\p{L}]+/u;
const MARKS = /\p{M}/gu;

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Lower case and Unicode's confusables folded (UTS #39's skeleton): "Аna" with a Cyrillic А reads as "ana". */
function readsAs(text: string): string {
  return rectifyConfusion(text.toLowerCase().normalize("NFD")).normalize("NFD").toLowerCase();
}

/**
 * A name that calls its bearer staff could fool the professor and the class, so a word of this list
 * anywhere in it, as a whole word read past case, accents and lookalike letters ("Prof. Smith
 * (your instructor)", "ADMIN", "Pr0fessor"), refuses the name; a word merely containing one ("Stafford") is fine.
 */
const STAFF_WORDS = ["instructor", "professor", "prof", "teacher", "admin", "administrator", "moderator", "staff", "lecturer", "faculty"];
const staffWords = new Set(STAFF_WORDS.flatMap((word) => [readsAs(word), readsAs(`${word}s`)]));

/** NFKC; blanks as one space; invisible characters gone; composed again once they are. */
export function normaliseLobbyName(raw: string): string {
  return raw
    .normalize("NFKC")
    .replace(BLANKS, " ")
    .replace(INVISIBLE, "")
    .replace(STACKED_MARKS, "$1")
    .normalize("NFKC")
    .replace(BLANKS, " ")
    .trim();
}

export function graphemeCount(text: string): number {
  return Array.from(graphemes.segment(text)).length;
}

/** The first `max` graphemes of a text: never half a letter, half an emoji or a lone surrogate. */
export function clipGraphemes(text: string, max: number): string {
  return Array.from(graphemes.segment(text), (part) => part.segment)
    .slice(0, max)
    .join("")
    .trimEnd();
}

/** Lengths first (code units as sent, graphemes once normalised), then the patterns. */
export function readLobbyName(raw: string): LobbyNameReading {
  if (raw.length > LOBBY_NAME_INPUT_MAX) return { ok: false, problem: "tooLong" };
  const name = normaliseLobbyName(raw);
  if (name.length > LOBBY_NAME_INPUT_MAX || graphemeCount(name) > LOBBY_NAME_MAX) return { ok: false, problem: "tooLong" };
  if (!LETTER_OR_DIGIT.test(name)) return { ok: false, problem: "empty" };
  const words = readsAs(name).replace(MARKS, "").split(NOT_LETTER);
  if (words.some((word) => staffWords.has(word))) return { ok: false, problem: "staff" };
  return { ok: true, name };
}

/** Two names with one key read alike in the lobby: case, width, invisible characters and lookalike letters aside. */
export function lobbyNameKey(name: string): string {
  return readsAs(normaliseLobbyName(name));
}

/** What the upstream and the site's form answer for each problem. */
export const lobbyNameMessages: Record<LobbyNameProblem, string> = {
  empty: referenceLobbyErrors.nameEmpty,
  tooLong: referenceLobbyErrors.nameTooLong,
  staff: referenceLobbyErrors.nameStaff,
};
