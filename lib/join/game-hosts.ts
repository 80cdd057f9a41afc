import "server-only";
import { games, type Game } from "@/content";
import { env } from "@/lib/env";
import { readCode } from "@/upstream-contract/code-rules";
import { joinRoutesOf, routeJoinCode, type JoinRoute } from "@/lib/join/route-code";
import { lobbyPath, referenceDashboardHost, referenceEvGambitHost, referenceJoinPath } from "./game-host-paths";

/**
 * Where the games' own sites are: the configured game hosts (content's join addresses,
 * DASHBOARD_HOST_URL, EV_GAMBIT_HOST_URL), or, on a fresh clone, the reference game host this site
 * serves under /reference-game (env.referenceGameHost; never with game host addresses set).
 * Read by static pages at build time, like the public address.
 */
export const usesReferenceGameHost = (): boolean => env.referenceGameHost;

/** Where each game's card on the dashboard opens its session page. */
export function dashboardHostUrl(): string {
  return env.referenceGameHost ? referenceDashboardHost : env.DASHBOARD_HOST_URL;
}

/** Where the EV Gambit trial opens the game (`{host}/join-game`). */
export function evGambitHostUrl(): string {
  return env.referenceGameHost ? referenceEvGambitHost : env.EV_GAMBIT_HOST_URL;
}

/** A game's own join address, which takes `?code=` and the user's details (docs/game-hosts.md). */
export function gameJoinAddress(game: Pick<Game, "slug" | "join">): string {
  return env.referenceGameHost ? referenceJoinPath(game.slug) : game.join.siteUrl;
}

/** The join table of every game (the join box, /join/<code>, the LTI learner's launch). */
export function joinRoutes(): JoinRoute[] {
  return joinRoutesOf(games.map((game) => ({ ...game, join: { ...game.join, siteUrl: gameJoinAddress(game) } })));
}

/**
 * "Open the game" for a session the professor holds: the reference game host opens its lobby; a game's
 * own site is opened at its join address with the code. Null when no game takes the code.
 */
export function openSessionAddress(code: string, routes: readonly JoinRoute[] = joinRoutes()): string | null {
  const reading = readCode(code, routes);
  if (!reading.game) return null;
  if (env.referenceGameHost) return lobbyPath(reading.code);
  try {
    return routeJoinCode(code, routes);
  } catch {
    return null;
  }
}

/** Whether the site can tell a mistyped session code (the upstream knows every session: the reference game host's). */
export const knowsSessionCodes = (): boolean => env.referenceGameHost;
