"use client";

import { routeJoinCode, type JoinRoute } from "@/lib/join/route-code";
import { joinMessages } from "@/lib/messages/join";
import { JoinProblemMessage } from "./join-problem";
import { useJoin } from "./use-join";
import styles from "./join-page.module.css";

export interface JoinButtonProps {
  code: string;
  routes: readonly JoinRoute[];
}

/**
 * The one big Join of /join/<code>: the home page's join, for a code already in the address. Before the
 * page's code runs it is a link to the game with the code (a new tab); then the signed-in visitor's
 * details are added where the game takes them.
 */
export function JoinButton({ code, routes }: JoinButtonProps) {
  const { join, isSubmitting, problem } = useJoin(routes);
  return (
    <div className={styles.action}>
      <a
        href={routeJoinCode(code, routes)}
        target="_blank"
        rel="noopener noreferrer"
        role="button"
        className={`btn btn-primary ${styles.joinButton}`}
        aria-disabled={isSubmitting || undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          void join(code);
        }}
      >
        {isSubmitting ? joinMessages.joining : joinMessages.join}
      </a>
      <div aria-live="polite">
        <JoinProblemMessage problem={problem} games={routes} />
      </div>
    </div>
  );
}
