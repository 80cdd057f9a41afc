import styles from "./game-grid.module.css";

/**
 * The grid's layout for lists of game cards built elsewhere (the filterable catalogue): one column on
 * phones, two on tablets, three from 1024 px, four from 1440 px.
 */
export const gameGridClassName = `card-columns ${styles.grid ?? ""}`;
