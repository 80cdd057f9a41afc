/**
 * What a free trial is, said once: every trial dialog (signed in and signed out), the access mail, the
 * dashboard, the FAQ and the Terms show `trialTerms`, and the upstreams open `materials` for a trial holder.
 */
const lengthDays = 14;
const maxStudents = 40;

/** The teaching documents a trial opens, by their key in a game's `resources`. */
const materials = ["gameGuide"] as const;

const session = `A free trial is one class session of one game, for up to ${maxStudents} students, open for ${lengthDays} days.`;
const guideOpens = "your guide opens once you confirm your e-mail";

/**
 * The trial's terms. `hasGuide`: whether the game in question has a guide (its `resources.gameGuide`);
 * undefined where no game is chosen yet, so the guide is promised only for games that have one.
 */
export function trialTerms(hasGuide?: boolean): string {
  if (hasGuide === undefined) return `${session} If the game has a guide to prepare the class, ${guideOpens}.`;
  return hasGuide ? `${session} The game's guide to prepare the class comes with it: ${guideOpens}.` : session;
}

export const trialOffer = {
  lengthDays,
  maxStudents,
  materials,
  /** The terms where no one game is meant (the FAQ, the Terms, a dialog before a game is chosen). */
  summary: trialTerms(),
  /** A student's trial (docs/decisions/trial-is-a-class-session.md). */
  studentSummary:
    "As a student, your trial is a session of the game to play on your own. Class trials, with the game's guide, are for instructors.",
} as const;

export type TrialMaterial = (typeof materials)[number];
