import { SiteImage } from "@/components/ui/site-image";
import type { Game } from "@/content";
import styles from "./hero.module.css";

export interface HeroShowcaseProps {
  games: readonly Game[];
}

/**
 * The product in the hero: a few games' illustrations, each a link to its page. Lazy and low priority so
 * the heading (the phone's LCP element) paints first; width and height reserve their place.
 */
export function HeroShowcase({ games }: HeroShowcaseProps) {
  return (
    <ul className={styles.showcase} aria-label="A few of the games">
      {games.map((game) => (
        <li key={game.slug} className={styles.tile}>
          <a href={`/${game.slug}`} className={styles.tileLink}>
            <SiteImage
              src={game.image.src}
              alt=""
              width={game.image.width}
              height={game.image.height}
              className={styles.tileImage}
              background
            />
            <span className={styles.tileTitle}>{game.shortTitle}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
