"use client";

import useSWR from "swr";
import { requestJson } from "@/lib/client-fetch/request-json";
import type { SimulationListItem } from "@/upstream-contract/types";

function readList(body: unknown): SimulationListItem[] {
  const list = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) throw new Error("The simulation list has an unexpected shape.");
  return list.filter(
    (item): item is SimulationListItem => Boolean(item) && typeof item.gameId === "string" && typeof item.name === "string",
  );
}

async function fetchList(url: string) {
  return readList(await requestJson<unknown>(url));
}

export type SimulationsState =
  { status: "loading"; items: [] } | { status: "ready"; items: SimulationListItem[] } | { status: "failed"; items: [] };

/** The trial game list from GET /api/simulations; a failure empties it. */
export function useSimulations(): SimulationsState {
  const { data, error } = useSWR("/api/simulations", fetchList, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (data) return { status: "ready", items: data };
  if (error) return { status: "failed", items: [] };
  return { status: "loading", items: [] };
}
