import { lobbyArrivalsApi } from "@/lib/join/game-host-paths";

/** Where the lobby's professor sends DELETE to take a student's name out (a plain path, safe in client code). */
export function removeArrivalApi(code: string, arrivalId: string): string {
  return `${lobbyArrivalsApi(code)}/arrivals/${encodeURIComponent(arrivalId)}`;
}
