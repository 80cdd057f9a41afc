import "server-only";
import { rateLimitConfig, sharedLimiter, type RateLimitResult } from "./index";
import { tryConsume } from "./limiter";

/**
 * Students entering the reference game host's lobbies, per client address. A class behind one school
 * address joins within a minute; a flood from one address fills neither a lobby (its budget per lobby is
 * well under the lobby's 500 places, and the professor removes what got in) nor many lobbies.
 */
export const lobbyArrivalLimits = {
  /** Names one address adds to one lobby in a day, a lobby's life: a class of 300 and some who join again. */
  perLobbyAddress: 320,
  perLobbyAddressWindowSeconds: 24 * 60 * 60,
  /** Arrivals one address tries in an hour, whatever the lobby and the answer: two classes of 300 at once. */
  perAddress: 600,
  perAddressWindowSeconds: 60 * 60,
};

const tries = () =>
  sharedLimiter("lobby-arrival-tries", { points: lobbyArrivalLimits.perAddress, duration: lobbyArrivalLimits.perAddressWindowSeconds });
const places = () =>
  sharedLimiter("lobby-arrival-places", {
    points: lobbyArrivalLimits.perLobbyAddress,
    duration: lobbyArrivalLimits.perLobbyAddressWindowSeconds,
  });

/** Spends one of the address's tries, whatever comes of it. */
export async function takeArrivalTry(address: string): Promise<RateLimitResult> {
  if (!rateLimitConfig().enabled) return { allowed: true };
  const result = await tryConsume(await tries(), address);
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
