"use client";

import useSWR from "swr";
import { lobbyArrivalsApi } from "@/lib/game-hosts/paths";
import { referenceGameMessages as text } from "@/lib/messages/reference-game";
import type { HostedLobby, LobbyArrival } from "@/upstream-contract/lobby-types";
import styles from "./reference-game.module.css";

/** How often the professor's lobby asks for new arrivals. */
const POLL_MS = 2000;

async function fetchLobby(url: string): Promise<HostedLobby> {
  const response = await fetch(url, { cache: "no-store", headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()) as HostedLobby;
}

/** The names of the students in the lobby, as they arrive (polled; the server drew the first list). */
export function LobbyArrivals({ code, initial }: { code: string; initial: readonly LobbyArrival[] }) {
  const { data, error } = useSWR(lobbyArrivalsApi(code), fetchLobby, {
    fallbackData: { code, game_id: "", arrivals: [...initial] },
    refreshInterval: POLL_MS,
    revalidateOnMount: false,
  });
  const arrivals = data?.arrivals ?? initial;
  return (
    <section className={styles.arrivals} aria-labelledby="arrivals-title">
      <h2 id="arrivals-title" className={styles.arrivalsTitle}>
        {text.arrivedHeading}
        <span className={styles.count} role="status">
          {text.arrivedCount(arrivals.length)}
        </span>
      </h2>
      {arrivals.length === 0 ? (
        <p className={styles.empty}>{text.waitingForStudents}</p>
      ) : (
        <ul className={styles.names} aria-label={text.arrivedHeading}>
          {arrivals.map((arrival) => (
            <li key={arrival.id} className={styles.name}>
              {arrival.name}
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p className={styles.hint} role="alert">
          {text.refreshFailed}
        </p>
      ) : null}
    </section>
  );
}
