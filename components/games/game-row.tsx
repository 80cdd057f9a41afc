import type { Game } from "@/content/schema";
import { GameImage } from "./game-image";
import styles from "./game-row.module.css";

/** The other games as a compact list: a small picture, the title, length and format; each item links to its game. */
export function GameRow({ games }: { games: readonly Game[] }) {
  return (
    <ul className={styles.row}>
      {games.map((game) => (
        <li key={game.slug}>
          <article className={styles.item}>
            <GameImage image={game.image} alt="" className={styles.thumb} />
            <div className={styles.text}>
              <h3 className={styles.title}>
                <a href={`/${game.slug}`} className={`cover-link ${styles.link}`}>
                  <span className="visually-hidden">Explore </span>
                  {game.title}
                </a>
              </h3>
              <p className={styles.facts}>
                {game.length} · {game.type}
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
