"use client";

import { LobbyArrivals } from "@/components/reference-game/lobby-arrivals";
import styles from "./join-screen.module.css";

/**
 * The class arriving, on the projected join screen of a session the reference game host holds: the count
 * and the names as they join, with Remove for the professor. Only the lobby's professor is answered, so
 * anyone else (or a code no lobby has yet) sees the screen without it.
 */
export function ProjectedArrivals({ code }: { code: string }) {
  return (
    <LobbyArrivals
      code={code}
      look={{ section: styles.arrivals, title: styles.arrivalsTitle, count: styles.arrivalsCount, names: styles.names, name: styles.name }}
    />
  );
}
