import "server-only";
import { rateLimitConfig, sharedLimiter, type RateLimitResult } from "./index";
import { tryConsume } from "./limiter";

/**
 * Students entering the reference game host's lobbies, per client address and lobby. A class behind one
 * school address joins within a minute, and so do the other classes behind the same campus address at
 * the same hour: each lobby is a budget of its own. A flood from one address fills no lobby (its budget
 * per lobby is well under the lobby's 500 places, and the professor removes what got in), and reaches
 * only lobbies whose codes it knows: an unknown code spends the address's look-up misses
 * (./code-lookups.ts), which guessing runs out of long before it finds a code.
 */
export const lobbyArrivalLimits = {
  /** Names one address adds to one lobby in a day, a lobby's life: a class of 300 and some who join again. */
  perLobbyAddress: 320,
  perLobbyAddressWindowSeconds: 24 * 60 * 60,
  /** Arrivals one address tries in one lobby in an hour, whatever the answer: a class of 300 sending twice. */
  perLobbyAddressTries: 600,
  perLobbyAddressTriesWindowSeconds: 60 * 60,
};

const tries = () =>
  sharedLimiter("lobby-arrival-tries", {
    points: lobbyArrivalLimits.perLobbyAddressTries,
    duration: lobbyArrivalLimits.perLobbyAddressTriesWindowSeconds,
  });
const places = () =>
  sharedLimiter("lobby-arrival-places", {
    points: lobbyArrivalLimits.perLobbyAddress,
    duration: lobbyArrivalLimits.perLobbyAddressWindowSeconds,
  });

/** Spends one of the address's tries at the lobby (a code found), whatever comes of it. */
export async function takeArrivalTry(code: string, address: string): Promise<RateLimitResult> {
  if (!rateLimitConfig().enabled) return { allowed: true };
  const result = await tryConsume(await tries(), `${code}|${address}`);
  return result.allowed ? { allowed: true } : result;
}

export type LobbyPlace = { allowed: true; giveBack(): Promise<void> } | { allowed: false; retryAfterSeconds: number };

/**
 * Takes one of the address's places in the lobby before the name goes in; a name the lobby then refuses
 * gives it back. A name the professor removes does not: what an address added stays counted for the day.
 */
export async function takeLobbyPlace(code: string, address: string): Promise<LobbyPlace> {
  if (!rateLimitConfig().enabled) return { allowed: true, giveBack: async () => undefined };
  const limiter = await places();
  const key = `${code}|${address}`;
  const result = await tryConsume(limiter, key);
  if (!result.allowed) return result;
  return { allowed: true, giveBack: async () => void (await limiter.reward(key, 1)) };
}
