import type { JoinGame } from "@/lib/join/code-game";
import { joinMessages } from "@/lib/messages/join";
import { UnknownCode } from "./unknown-code";
import type { JoinProblem } from "./use-join";
import styles from "./join-code-form.module.css";

/** What went wrong opening the game's tab: a code of no game, a code of no session, a blocked popup (with the link) or any other failure. */
export function JoinProblemMessage({ problem, games }: { problem: JoinProblem; games: readonly JoinGame[] }) {
  if (problem?.kind === "unknown") return <UnknownCode code={problem.code} games={games} className={styles.message} />;
  if (problem?.kind === "noSession") {
    return (
      <p className={styles.message}>
        {joinMessages.noSession(problem.code)} {joinMessages.noSessionHint}
      </p>
    );
  }
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
