import { getGameById } from "@/content";
import { formatValidTill } from "@/lib/dashboard/format-valid-till";
import { dashboardMessages as text } from "@/lib/messages/dashboard";
import type { TrialRequest } from "@/lib/trial/trial-requests";
import styles from "./dashboard.module.css";

/** The facilitator's free-trial requests whose game is not among their accessible games yet. */
export function TrialRequests({ requests }: { requests: readonly TrialRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="trial-requests-heading">
      <div className={styles.panelHeader}>
        <h2 className={styles.panelTitle} id="trial-requests-heading">
          <span className={styles.panelTitleText}>{text.pendingTrials}</span>
        </h2>
      </div>
      <div className={styles.panelBody}>
        <p className={styles.empty}>{text.pendingTrialsLead}</p>
        <ul className={styles.requests}>
          {requests.map((request) => {
            const game = getGameById(request.gameId);
            return (
              <li key={request.gameId}>
                {game ? <a href={`/${game.slug}`}>{game.title}</a> : <span>{request.gameId}</span>}
                <span className={styles.requestDate}>
                  {text.requestedOn} <time dateTime={request.requestedAt}>{formatValidTill(request.requestedAt)}</time>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
