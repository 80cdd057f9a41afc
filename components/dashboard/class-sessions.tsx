import { trialOffer } from "@/content/trial";
import { joinRoutes } from "@/lib/join/game-hosts";
import { dashboardMessages as text } from "@/lib/messages/dashboard";
import type { TrialSession } from "@/lib/trial/trial-requests";
import { SessionCard } from "./session-card";
import styles from "./class-sessions.module.css";
import dashboard from "./dashboard.module.css";

/** The dashboard's first section: the facilitator's class sessions, each trial with its code. */
export function ClassSessions({ sessions }: { sessions: readonly TrialSession[] }) {
  if (sessions.length === 0) return null;
  const routes = joinRoutes();
  return (
    <section className={dashboard.panel} aria-labelledby="class-sessions-heading">
      <div className={styles.header}>
        <h2 className={dashboard.panelTitle} id="class-sessions-heading">
          {text.sessionsTitle}
        </h2>
        <p className={styles.lead}>{text.sessionsLead}</p>
        <p className={styles.lead}>{trialOffer.summary}</p>
      </div>
      <ul className={`card-columns ${styles.list}`}>
        {sessions.map((session) => (
          <SessionCard key={session.gameId} session={session} routes={routes} />
        ))}
      </ul>
    </section>
  );
}
