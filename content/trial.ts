/**
 * What a free trial is, said once: the dialog, the dashboard's card, the FAQ and the Terms all show
 * `trialOffer.summary`, and the upstreams open `materials` for a trial holder.
 */
const lengthDays = 14;
const maxStudents = 40;

/** The teaching documents a trial opens, by their key in a game's `resources`. */
const materials = ["gameGuide"] as const;

export const trialOffer = {
  lengthDays,
  maxStudents,
  materials,
  /** An instructor's trial: a class session. */
  summary: `A free trial is one class session of one game, for up to ${maxStudents} students, open for ${lengthDays} days, with the game's guide to prepare the class.`,
  /** A student's trial (docs/decisions/trial-is-a-class-session.md). */
  studentSummary:
    "As a student, your trial is a session of the game to play on your own. Class trials, with the game's guide, are for instructors.",
} as const;

export type TrialMaterial = (typeof materials)[number];
