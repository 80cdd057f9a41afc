import "server-only";
import { getGame, type Game } from "@/content";
import { readCode } from "@/upstream-contract/code-rules";
import type { LobbySession, ReferenceLobbies } from "@/upstream-contract/lobby-types";
import { LOBBY_NAME_INPUT_MAX, LOBBY_NAME_MAX, TEXT_LIMITS } from "@/upstream-contract/limits";
import { clipGraphemes, normaliseLobbyName } from "@/upstream-contract/lobby-name";
import { joinRoutes } from "@/lib/join/game-hosts";

/** What the reference game host reads from a join address (docs/game-hosts.md). */
export interface JoinRequest {
  game: Game;
  /** The code as the site writes it ("" when none was sent). */
  code: string;
  /** The name the site sent, normalised as the lobby keeps names, for the student to confirm ("" when none). */
  name: string;
}

/** The join address `/reference-game/join/<slug>?code=…&name=…` read; null for a game it does not know. */
export function readJoinRequest(slug: string, query: URLSearchParams): JoinRequest | null {
  const game = getGame(slug);
  if (!game) return null;
  const reading = readCode((query.get("code") ?? "").slice(0, TEXT_LIMITS.code), joinRoutes());
  const name = clipGraphemes(normaliseLobbyName((query.get("name") ?? "").slice(0, LOBBY_NAME_INPUT_MAX)), LOBBY_NAME_MAX);
  return { game, code: reading.code, name };
}

/** The session the request joins: known to the upstream and of the address's game; null otherwise. */
export async function sessionToJoin(lobbies: ReferenceLobbies, request: JoinRequest): Promise<LobbySession | null> {
  if (!request.code) return null;
  const session = await lobbies.findSession(request.code);
  return session && request.game.gameIds.includes(session.game_id) ? session : null;
}
