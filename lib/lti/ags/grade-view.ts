import { gradeMessages, scoreProblemWords } from "@/lib/messages/lti-grades";
import type { ScoreStatus } from "../store/scores";

/**
 * What the professor reads beside each learner: "Grade sent" when every placed game's score went
 * through, "Failed: <why>" when one was given up, "Pending" while one is still on its way.
 */
export function learnerGradeWords(scores: readonly ScoreStatus[]): Map<string, string> {
  const byLearner = new Map<string, ScoreStatus[]>();
  for (const score of scores) byLearner.set(score.userId, [...(byLearner.get(score.userId) ?? []), score]);
  const words = new Map<string, string>();
  for (const [userId, own] of byLearner) {
    const failed = own.find((score) => score.state === "failed");
    if (failed) words.set(userId, gradeMessages.failed(scoreProblemWords[failed.problem ?? "refused"]));
    else if (own.some((score) => score.state === "pending")) words.set(userId, gradeMessages.pending);
    else words.set(userId, gradeMessages.sent);
  }
  return words;
}
