import { codeFormat } from "@/upstream-contract/code-rules";
import type { JoinGame } from "@/lib/join/code-game";
import { joinMessages } from "@/lib/messages/join";
import styles from "./unknown-code.module.css";

export interface UnknownCodeProps {
  code: string;
  /** Every game's prefix and title: the formats listed. */
  games: readonly JoinGame[];
  /** The message box's own class (the join box's red panel, the join page's note). */
  className?: string;
  /** False where a heading already says the code is unknown. */
  withHeadline?: boolean;
}

/** A code no game's prefix starts: said in words, with the format of each game's codes. */
export function UnknownCode({ code, games, className, withHeadline = true }: UnknownCodeProps) {
  return (
    <div className={className}>
      <p className={styles.lead}>
        {withHeadline ? <strong>{joinMessages.unknownCode(code)} </strong> : null}
        {joinMessages.formatsLead}
      </p>
      <ul className={styles.formats} aria-label={joinMessages.formatsLabel}>
        {games.map((game) => (
          <li key={game.title}>
            <code className={styles.format}>{codeFormat(game.prefix)}</code> {game.title}
          </li>
        ))}
      </ul>
    </div>
  );
}
