import { dashboardMessages as text } from "@/lib/messages/dashboard";
import styles from "./dashboard.module.css";

/** A facilitator with a trial and no licence: what they have, and the way to a licence (never "nothing"). */
export function LicenceNextStep({ sessions }: { sessions: number }) {
  return (
    <div className={styles.noGames}>
      <p className={styles.empty}>{text.noLicenceYet(sessions)}</p>
      <a href="/#contactUs" className="btn btn-outline">
        {text.askLicence}
      </a>
    </div>
  );
}
