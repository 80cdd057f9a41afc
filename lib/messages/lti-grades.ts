import type { ScoreProblem } from "@/lib/lti/ags/score-problem";

/** Grades sent back to the learning platform (LTI Assignment and Grade Services): the gradebook column and the dashboard. */
export const gradeMessages = {
  /** The gradebook column of a placed game, as the platform shows it. */
  lineItemLabel: (gameTitle: string) => `${gameTitle} — participation`,
  column: "Grade",
  sent: "Grade sent",
  pending: "Pending",
  failed: (reason: string) => `Failed: ${reason}`,
  none: "—",
  passbackTitle: "Grades back to your learning platform",
  passbackLead:
    "A student who opens a game from the course and arrives in its lobby gets 1 of 1 in that game's gradebook column (participation). Switch it off for a game to send nothing more.",
  passbackOn: (title: string) => `Send grades for ${title}`,
  passbackSaving: "Saving…",
  passbackFailed: "The setting could not be saved just now. Try again.",
  unknownLink: "This game is not one of your course's graded games.",
} as const;

/** Each reason a score did not go through, in words a professor reads beside the student's name. */
export const scoreProblemWords: Record<ScoreProblem, string> = {
  unauthorized: "the learning platform did not accept BizSim Lab's credentials",
  forbidden: "the learning platform does not let BizSim Lab send grades",
  unavailable: "the learning platform could not be reached",
  timeout: "the learning platform did not answer in time",
  unreadable: "the learning platform's answer could not be read",
  "refused-address": "the learning platform named an address BizSim Lab does not call",
  gone: "the gradebook column no longer exists",
  refused: "the learning platform refused the score",
  "no-column": "the course has no gradebook column for this game",
  "passback-off": "grades were switched off for this game",
};

/** Answers of the game hosts' completion call (POST /api/lti/completions), read by a game host's developer. */
export const completionMessages = {
  unsigned: "The call is not signed by a game host this site knows.",
  old: "The call's timestamp is outside the five-minute window; sign it again with the current time.",
  badSignature: "The signature does not match the body and timestamp.",
  replayed: "This call was already taken.",
} as const;
