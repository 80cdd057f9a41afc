/**
 * The reference game host's calls (ours, not SPEC's): the stand-in for the games' own sites keeps its
 * lobbies in the reference upstream, so several site instances see the same arrivals. Served by the
 * embedded adapter in-process and by `npm run upstream` over HTTP (upstream-reference/src/lobbies.ts).
 */
export interface LobbySession {
  code: string;
  game_id: string;
}

export interface LobbyArrival {
  id: string;
  name: string;
  /** ISO 8601. */
  arrived_at: string;
}

export interface HostedLobby extends LobbySession {
  arrivals: LobbyArrival[];
}

export interface ArrivalAnswer extends LobbySession {
  arrival: LobbyArrival;
}

export interface ReferenceLobbies {
  /** The session a code names (a lobby, or a trial's code); null when none has it. */
  findSession(code: string): Promise<LobbySession | null>;
  /** The professor's open lobby for a game, made when they have none (403 for a student). */
  openLobby(token: string, gameId: string): Promise<LobbySession>;
  /** The lobby with its arrivals, for its professor only (403 for anyone else, 404 for no session). */
  hostLobby(token: string, code: string): Promise<HostedLobby>;
  /**
   * A student enters the lobby of a known code by name (404 for no session). The name is kept as
   * upstream-contract/lobby-name.ts normalises it; 400 for a name that rule refuses, 409 for a name
   * that reads like one already in the lobby, or a full lobby.
   */
  arrive(input: { code: string; name: string }): Promise<ArrivalAnswer>;
  /**
   * The lobby's professor takes a student out, which frees their place and their name; answers the lobby
   * after. 403 for a student; 404 alike for no session, another professor's lobby, or no such student.
   */
  removeArrival(token: string, code: string, id: string): Promise<HostedLobby>;
  /** One arrival, for the student's own page (404 when the lobby has no such arrival). */
  arrivalOf(code: string, id: string): Promise<ArrivalAnswer>;
}
