import { site } from "@/content/site";
import { dashboardMessages as text } from "@/lib/messages/dashboard";
import styles from "./dashboard.module.css";

/** What a facilitator without games sees instead of an empty list: the three ways to get access. */
export function NoGamesYet() {
  return (
    <div className={styles.noGames}>
      <p className={styles.empty}>
        <strong>{text.empty}.</strong> {text.noGamesLead}
      </p>
      <ul className={styles.ways} aria-label={text.waysLabel}>
        <li>
          <p>{text.noGamesTrial}</p>
          <a href="/#ourSimulations" className="btn btn-primary">
            {text.takeTrial}
          </a>
        </li>
        <li>
          <p>{text.noGamesDemo}</p>
          <a href="/#contactUs" className="btn btn-outline">
            {text.requestDemo}
          </a>
        </li>
        <li>
          <p>{text.noGamesContact}</p>
          <a href={`mailto:${site.email}`} className="btn btn-outline">
            {text.contactUs}
          </a>
        </li>
      </ul>
    </div>
  );
}
