import type { Game } from "@/content/schema";
import { GameCard } from "./game-card";
import styles from "./game-grid.module.css";

/** The grid's layout, for lists of game cards built elsewhere (the filterable catalogue). */
export const gameGridClassName = `card-columns ${styles.grid ?? ""}`;

export interface GameGridProps {
  games: readonly Game[];
  /** Level of each card's title; 3 under a section's h2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Game cards: one column on phones, two on tablets, three from 1024 px, four from 1440 px. */
export function GameGrid({ games, headingLevel = 3, className }: GameGridProps) {
  return (
    <ul className={`card-columns ${styles.grid} ${className ?? ""}`}>
      {games.map((game) => (
        <li key={game.slug}>
          <GameCard game={game} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
