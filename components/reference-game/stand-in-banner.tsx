import { referenceGameMessages as text } from "@/lib/messages/reference-game";
import styles from "./reference-game.module.css";

/** Says on every page of the reference game host that it stands in for the games' own sites. */
export function StandInBanner() {
  return (
    <aside className={styles.banner} aria-label={text.bannerTitle}>
      <div className={`container ${styles.bannerInner}`}>
        <p className={styles.bannerTitle}>{text.bannerTitle}</p>
        <p className={styles.bannerText}>{text.banner}</p>
      </div>
    </aside>
  );
}
