import type { ReactNode } from "react";
import styles from "./fact-list.module.css";

export interface Fact {
  term: string;
  value: ReactNode;
}

export interface FactListProps {
  facts: readonly Fact[];
  /** The list's layout (the hero's three-cell bar, the overview's column). */
  className?: string;
}

/** A game's facts as a description list: each a small upper-case term over its value. */
export function FactList({ facts, className }: FactListProps) {
  return (
    <dl className={`${styles.list} ${className ?? ""}`}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
