"use client";

import type { JoinRoute } from "@/lib/join/route-code";
import { joinMessages } from "@/lib/messages/join";
import { JoinProblemMessage } from "./join-problem";
import { useJoin } from "./use-join";
import styles from "./join-page.module.css";

export interface JoinButtonProps {
  code: string;
  routes: readonly JoinRoute[];
}

/** The one big Join of /join/<code>: the home page's join, for a code already in the address. */
export function JoinButton({ code, routes }: JoinButtonProps) {
  const { join, isSubmitting, problem } = useJoin(routes);
  return (
    <div className={styles.action}>
      <button
        type="button"
        className={`btn btn-primary ${styles.joinButton}`}
        disabled={isSubmitting}
        onClick={() => void join(code)}
      >
        {isSubmitting ? joinMessages.joining : joinMessages.join}
      </button>
      <div aria-live="polite">
        <JoinProblemMessage problem={problem} />
      </div>
    </div>
  );
}
