import { referenceLobbyErrors } from "@/upstream-contract/messages";
import type { ReferenceLobbies } from "@/upstream-contract/lobby-types";
import { arrivalBody, openLobbyBody } from "./request-bodies";
import { del, get, HttpFailure, parse, post, type Route } from "./route";

/** The reference game host's paths (ours, not SPEC's): its lobbies, kept in this upstream's database. */
export function lobbyRoutes(lobbies: ReferenceLobbies): Route[] {
  return [
    get("/reference-game/sessions/([^/]+)", async (c) => {
      const session = await lobbies.findSession(c.params[0]!);
      if (!session) throw new HttpFailure(404, referenceLobbyErrors.noSession);
      return session;
    }),
    post("/reference-game/lobbies", async (c) => lobbies.openLobby(c.token(), parse(openLobbyBody, await c.body()).game_id)),
    get("/reference-game/lobbies/([^/]+)", async (c) => lobbies.hostLobby(c.token(), c.params[0]!)),
    post("/reference-game/lobbies/([^/]+)/arrivals", async (c) => {
      const { name } = parse(arrivalBody, await c.body());
      return lobbies.arrive({ code: c.params[0]!, name });
    }),
    get("/reference-game/lobbies/([^/]+)/arrivals/([^/]+)", async (c) => lobbies.arrivalOf(c.params[0]!, c.params[1]!)),
    del("/reference-game/lobbies/([^/]+)/arrivals/([^/]+)", async (c) => lobbies.removeArrival(c.token(), c.params[0]!, c.params[1]!)),
  ];
}
