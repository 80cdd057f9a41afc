"use client";

import useSWR from "swr";
import { fetchLobby, LobbyArrivals } from "@/components/reference-game/lobby-arrivals";
import { lobbyArrivalsApi } from "@/lib/join/game-host-paths";
import styles from "./join-screen.module.css";

/** As often as the professor's lobby page asks. */
const POLL_MS = 2000;

/**
 * The class arriving, on the projected join screen of a session the reference game host holds: the count
 * and the names as they join, with Remove for the professor. Only the lobby's professor is answered, so
 * anyone else (or a code no lobby has yet) sees the screen without it.
 */
export function ProjectedArrivals({ code }: { code: string }) {
  const { data } = useSWR(lobbyArrivalsApi(code), fetchLobby, { refreshInterval: POLL_MS, shouldRetryOnError: false });
  if (!data) return null;
  return (
    <LobbyArrivals
      code={code}
      initial={data.arrivals}
      look={{ section: styles.arrivals, title: styles.arrivalsTitle, count: styles.arrivalsCount, names: styles.names, name: styles.name }}
    />
  );
}
