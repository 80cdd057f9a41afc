import { trialOffer } from "@/content/trial";
import { joinRoutes } from "@/lib/join/game-hosts";
import { dashboardMessages as text } from "@/lib/messages/dashboard";
import type { ClassSession } from "@/lib/dashboard/class-sessions";
import { SessionCard } from "./session-card";
import styles from "./class-sessions.module.css";
import dashboard from "./dashboard.module.css";

/** The dashboard's first section: the facilitator's class sessions, trials and licensed games', each with its code. */
export function ClassSessions({ sessions }: { sessions: readonly ClassSession[] }) {
  if (sessions.length === 0) return null;
  const routes = joinRoutes();
  return (
    <section className={dashboard.panel} aria-labelledby="class-sessions-heading">
      <div className={styles.header}>
        <h2 className={dashboard.panelTitle} id="class-sessions-heading">
          {text.sessionsTitle}
        </h2>
        <p className={styles.lead}>{text.sessionsLead}</p>
        {sessions.some((session) => session.kind === "trial") ? <p className={styles.lead}>{trialOffer.summary}</p> : null}
      </div>
      <ul className={`card-columns ${styles.list}`}>
        {sessions.map((session) => (
          <SessionCard key={`${session.kind}-${session.code ?? session.gameId}`} session={session} routes={routes} />
        ))}
      </ul>
    </section>
  );
}
