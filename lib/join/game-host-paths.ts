/**
 * The reference game host's addresses: the stand-in for the games' own sites, served by this site under
 * /reference-game (docs/game-hosts.md). Plain paths, safe in client code.
 */
export const REFERENCE_GAME_BASE = "/reference-game";

/** Stands for DASHBOARD_HOST_URL: a game's card opens `{this}/sessions/<game id>`. */
export const referenceDashboardHost = `${REFERENCE_GAME_BASE}/dashboard`;
/** Stands for EV_GAMBIT_HOST_URL: the EV Gambit trial opens `{this}/join-game`. */
export const referenceEvGambitHost = `${REFERENCE_GAME_BASE}/ev-gambit`;

/** Stands for a game's own join address (content's `join.siteUrl`): `?code=…[&email=&name=&picture=]`. */
export function referenceJoinPath(slug: string): string {
  return `${REFERENCE_GAME_BASE}/join/${encodeURIComponent(slug)}`;
}

/** The professor's lobby of a session. */
export function lobbyPath(code: string): string {
  return `${REFERENCE_GAME_BASE}/lobby/${encodeURIComponent(code)}`;
}

/** What the professor's lobby polls for its arrivals. */
export function lobbyArrivalsApi(code: string): string {
  return `${REFERENCE_GAME_BASE}/api/lobbies/${encodeURIComponent(code)}`;
}

/** A student's own page once in the lobby. */
export function playerPath(code: string, arrivalId: string): string {
  return `${lobbyPath(code)}/players/${encodeURIComponent(arrivalId)}`;
}

/** Where a student's name is sent (JSON). */
export const arrivalsApi = `${REFERENCE_GAME_BASE}/api/arrivals`;

/** Answers 200 for a session code the upstream knows, 404 otherwise (the site's own trials and lobbies). */
export function sessionLookupApi(code: string): string {
  return `${REFERENCE_GAME_BASE}/api/sessions/${encodeURIComponent(code)}`;
}
