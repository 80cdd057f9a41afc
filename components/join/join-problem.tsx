import { joinMessages } from "@/lib/messages/join";
import type { JoinProblem } from "./use-join";
import styles from "./join-code-form.module.css";

/** What went wrong opening the game's tab: a blocked popup (with the link) or any other failure. */
export function JoinProblemMessage({ problem }: { problem: JoinProblem }) {
  if (problem?.kind === "failed") return <p className={styles.message}>{joinMessages.failed}</p>;
  if (problem?.kind === "blocked") {
    return (
      <p className={styles.message}>
        {joinMessages.popupBlocked}{" "}
        <a href={problem.url} target="_blank" rel="noopener noreferrer">
          {joinMessages.openGame}
        </a>
      </p>
    );
  }
  return null;
}
