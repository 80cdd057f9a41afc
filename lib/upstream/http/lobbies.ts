import { z } from "zod";
import { isUpstreamError } from "@/upstream-contract/errors";
import type { ReferenceLobbies } from "@/upstream-contract/lobby-types";
import { upstreamRequest } from "./request";

const session = z.object({ code: z.string().min(1), game_id: z.string().min(1) });
const arrival = z.object({ id: z.string().min(1), name: z.string(), arrived_at: z.string() });
const hostedLobby = session.extend({ arrivals: z.array(arrival) });
const arrivalAnswer = session.extend({ arrival });

export interface HttpLobbiesOptions {
  /** The reference upstream's `{api}` (the reference game host's paths are ours, beside SPEC's). */
  apiUrl: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

const segment = encodeURIComponent;

/** The reference game host's lobbies over HTTP: the reference upstream served by `npm run upstream`. */
export function createHttpLobbies({ apiUrl: base, timeoutMs, fetchImpl }: HttpLobbiesOptions): ReferenceLobbies {
  const common = { base, timeoutMs, fetchImpl };
  return {
    async findSession(code) {
      try {
        return await upstreamRequest({ ...common, path: `/reference-game/sessions/${segment(code)}`, schema: session });
      } catch (error) {
        if (isUpstreamError(error) && error.status === 404) return null;
        throw error;
      }
    },
    openLobby: (token, gameId) =>
      upstreamRequest({ ...common, path: "/reference-game/lobbies", method: "POST", token, body: { game_id: gameId }, schema: session }),
    hostLobby: (token, code) =>
      upstreamRequest({ ...common, path: `/reference-game/lobbies/${segment(code)}`, token, schema: hostedLobby }),
    arrive: ({ code, name }) =>
      upstreamRequest({
        ...common,
        path: `/reference-game/lobbies/${segment(code)}/arrivals`,
        method: "POST",
        body: { name },
        schema: arrivalAnswer,
      }),
    arrivalOf: (code, id) =>
      upstreamRequest({ ...common, path: `/reference-game/lobbies/${segment(code)}/arrivals/${segment(id)}`, schema: arrivalAnswer }),
    removeArrival: (token, code, id) =>
      upstreamRequest({
        ...common,
        path: `/reference-game/lobbies/${segment(code)}/arrivals/${segment(id)}`,
        method: "DELETE",
        token,
        schema: hostedLobby,
      }),
  };
}
