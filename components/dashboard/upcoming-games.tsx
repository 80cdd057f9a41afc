import { dashboardMessages } from "@/lib/messages/dashboard";
import styles from "./dashboard.module.css";

export function UpcomingGames() {
  return (
    <section className={styles.panel} aria-labelledby="upcoming-games-heading">
      <div className={styles.panelHeader}>
        <h2 className={styles.panelTitle} id="upcoming-games-heading">
          <span className={styles.panelTitleText}>Upcoming Games</span>
        </h2>
      </div>
      <div className={styles.panelBody}>
        <p className={styles.panelLead}>{dashboardMessages.upcomingLead}</p>
        <p className={styles.empty}>{dashboardMessages.noUpcoming}</p>
      </div>
    </section>
  );
}
