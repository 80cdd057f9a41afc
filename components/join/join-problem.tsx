import { uiMessages as messages } from "@/lib/ui-messages";
import type { JoinProblem } from "./use-join";
import styles from "./join-code-form.module.css";

/** What went wrong opening the game's tab: a blocked popup (with the link) or any other failure. */
export function JoinProblemMessage({ problem }: { problem: JoinProblem }) {
  if (problem?.kind === "failed") return <p className={styles.message}>{messages.join.failed}</p>;
  if (problem?.kind === "blocked") {
    return (
      <p className={styles.message}>
        {messages.join.popupBlocked}{" "}
        <a href={problem.url} target="_blank" rel="noopener noreferrer">
          {messages.join.openGame}
        </a>
      </p>
    );
  }
  return null;
}
