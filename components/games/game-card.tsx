import type { Game } from "@/content/schema";
import { GameImage } from "./game-image";
import styles from "./game-card.module.css";

export interface GameCardProps {
  game: Game;
  /** Level of the card's title; 3 under a section's h2. */
  headingLevel?: 2 | 3 | 4;
}

/** A catalogue card: picture, title, length, format and discipline, a short summary; the whole card links to the game. */
export function GameCard({ game, headingLevel = 3 }: GameCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <GameImage image={game.image} alt="" className={styles.image} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{game.title}</Heading>
        <p className={styles.subtitle}>{game.subtitle}</p>
        <dl className={styles.facts}>
          <div>
            <dt>
              <ClockIcon />
              <span className="visually-hidden">Length</span>
            </dt>
            <dd>{game.length}</dd>
          </div>
          <div>
            <dt className="visually-hidden">Format</dt>
            <dd>{game.type}</dd>
          </div>
          <div>
            <dt className="visually-hidden">Discipline</dt>
            <dd>{game.discipline}</dd>
          </div>
        </dl>
        <p className={styles.summary}>{game.summary}</p>
        <a href={`/${game.slug}`} className={`cover-link ${styles.link}`}>
          Explore<span className="visually-hidden"> {game.title}</span>
          <span aria-hidden="true" className={styles.arrow}>
            →
          </span>
        </a>
      </div>
    </article>
  );
}

function ClockIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
