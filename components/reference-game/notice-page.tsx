import { referenceGameMessages as text } from "@/lib/messages/reference-game";
import styles from "./reference-game.module.css";

/** A reference game host page that has only words to say (an unknown code, another instructor's lobby). */
export function NoticePage({ eyebrow, title, detail }: { eyebrow: string; title: string; detail?: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <article className={styles.card} aria-labelledby="notice-title">
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="notice-title" className={styles.title}>
          {title}
        </h1>
        {detail ? <p className={styles.muted}>{detail}</p> : null}
        <p className={styles.links}>
          <a href="/">{text.backHome}</a>
        </p>
      </article>
    </div>
  );
}
