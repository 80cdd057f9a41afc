import { dashboardMessages } from "@/lib/messages/dashboard";
import type { AccessibleGameRecord } from "@/upstream-contract/types";

export const accessibleGamesUrl = "/api/dashboard/games";

/** The reason an error answer gives: message, else detail, else null. */
export function readErrorReason(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const { message, detail } = body as { message?: unknown; detail?: unknown };
  if (typeof message === "string" && message.trim()) return message;
  if (typeof detail === "string" && detail.trim()) return detail;
  return null;
}

function isRecord(value: unknown): value is AccessibleGameRecord {
  if (!value || typeof value !== "object") return false;
  const { id, game_id, simulation_name } = value as Record<string, unknown>;
  return (typeof id === "string" || typeof id === "number") && typeof game_id === "string" && typeof simulation_name === "string";
}

export async function fetchAccessibleGames(url: string = accessibleGamesUrl): Promise<AccessibleGameRecord[]> {
  let response: Response;
  try {
    response = await fetch(url, { cache: "no-store", headers: { accept: "application/json" } });
  } catch {
    throw new Error(dashboardMessages.loadFailed);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(readErrorReason(body) ?? dashboardMessages.loadFailed);
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data) || !data.every(isRecord)) throw new Error(dashboardMessages.loadFailed);
  return data.map((record) => ({ ...record, id: String(record.id) }));
}

/** Tells the upstream which game the facilitator opened; the game opens whether or not this succeeds. */
export function setCurrentGame(gameId: string): void {
  try {
    void fetch("/api/dashboard/current-game", {
      method: "PUT",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ game_id: gameId }),
    }).catch(() => undefined);
  } catch {
    // A failed request must never stop the game from opening.
  }
}
