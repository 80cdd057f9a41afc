"use client";

import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { lobbyArrivalsApi } from "@/lib/join/game-host-paths";
import { referenceGameMessages as text } from "@/lib/messages/reference-game";
import { removeArrivalApi } from "@/lib/reference-game/remove-arrival-path";
import type { HostedLobby, LobbyArrival } from "@/upstream-contract/lobby-types";
import styles from "./reference-game.module.css";

const NOBODY: readonly LobbyArrival[] = [];

/** How often the professor's lobby asks for new arrivals. */
const POLL_MS = 2000;

/** The lobby as its professor sees it; any other answer is an error (its status is the message). */
export async function fetchLobby(url: string): Promise<HostedLobby> {
  const response = await fetch(url, { cache: "no-store", headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()) as HostedLobby;
}

/**
 * The names of the students in the lobby, as they arrive (polled; the server drew the first list), each
 * with a Remove button for the professor; a removed name's place is free again.
 */
export interface LobbyArrivalsProps {
  code: string;
  /**
   * The first list, as the server drew it. Without one the list is asked for at once and drawn only once
   * answered: only the lobby's professor is answered, so anyone else sees nothing.
   */
  initial?: readonly LobbyArrival[];
  /** Class names for another setting of the same list (the projected screen's, read from the back row). */
  look?: Partial<Record<"section" | "title" | "count" | "names" | "name", string>>;
}

export function LobbyArrivals({ code, initial, look = {} }: LobbyArrivalsProps) {
  const { data, error, mutate } = useSWR(lobbyArrivalsApi(code), fetchLobby, {
    fallbackData: initial ? { code, game_id: "", arrivals: [...initial] } : undefined,
    refreshInterval: POLL_MS,
    revalidateOnMount: !initial,
    shouldRetryOnError: Boolean(initial),
  });
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<string | null>(null);
  const arrivals = data?.arrivals ?? initial ?? NOBODY;
  // After a removal the keyboard stays in the list: on the name that took the removed one's place.
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null) return;
    const buttons = list.current?.querySelectorAll("button") ?? [];
    (buttons[Math.min(focusAt.current, buttons.length - 1)] ?? heading.current)?.focus();
    focusAt.current = null;
  }, [arrivals]);

  const remove = async (arrival: LobbyArrival) => {
    setFailed(null);
    setRemoving((ids) => new Set(ids).add(arrival.id));
    try {
      const response = await fetch(removeArrivalApi(code, arrival.id), { method: "DELETE", headers: { accept: "application/json" } });
      // Already gone (another tab removed it): the list drops it all the same.
      if (response.ok) {
        focusAt.current = arrivals.findIndex((one) => one.id === arrival.id);
        await mutate((await response.json()) as HostedLobby, { revalidate: false });
      } else if (response.status === 404) await mutate();
      else setFailed(text.removeFailed(arrival.name));
    } catch {
      setFailed(text.removeFailed(arrival.name));
    }
    setRemoving((ids) => {
      const left = new Set(ids);
      left.delete(arrival.id);
      return left;
    });
  };

  if (!data && !initial) return null;
  return (
    <section className={look.section ?? styles.arrivals} aria-labelledby="arrivals-title">
      <h2 id="arrivals-title" className={look.title ?? styles.arrivalsTitle} ref={heading} tabIndex={-1}>
        {text.arrivedHeading}
        <span className={look.count ?? styles.count} role="status">
          {text.arrivedCount(arrivals.length)}
        </span>
      </h2>
      {arrivals.length === 0 ? (
        <p className={styles.empty}>{text.waitingForStudents}</p>
      ) : (
        <ul className={look.names ?? styles.names} aria-label={text.arrivedHeading} ref={list}>
          {arrivals.map((arrival) => (
            <li key={arrival.id} className={look.name ?? styles.name}>
              <span className={styles.nameText}>{arrival.name}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={text.removeName(arrival.name)}
                disabled={removing.has(arrival.id)}
                onClick={() => void remove(arrival)}
              >
                {removing.has(arrival.id) ? text.removing : text.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failed ? (
        <p className={styles.error} role="alert">
          {failed}
        </p>
      ) : null}
      {error ? (
        <p className={styles.hint} role="alert">
          {text.refreshFailed}
        </p>
      ) : null}
    </section>
  );
}
