import { handler, notAllowed, tooManyRequests } from "@/lib/api/handler";
import { errorResponse, json } from "@/lib/api/responses";
import { clientAddress } from "@/lib/limits/client-address";
import { takeArrivalTry, takeLobbyPlace } from "@/lib/limits/lobby-arrivals";
import { rateLimitEvent } from "@/lib/observability/events";
import { arrivalBody } from "@/lib/reference-game/arrival-body";
import { lookUpCode } from "@/lib/reference-game/code-lookup";
import { referenceLobbies } from "@/lib/reference-game/lobbies";
import { scoreLobbyArrival } from "@/lib/lti/ags/score-participation";
import { playerPath } from "@/lib/join/game-host-paths";
import { messages } from "@/lib/messages";
import { joinMessages } from "@/lib/messages/join";
import { referenceGameMessages as text } from "@/lib/messages/reference-game";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * The reference game host: a student enters a lobby by name; the answer is their own page in it. The
 * code's look-up spends the address's look-up budget (a code not found, its misses); a code found, one
 * of the address's tries at that lobby, and a name let in one of the address's places in it
 * (lib/limits/lobby-arrivals.ts). Tries are taken once the code is found, so guessed codes leave no
 * counter of their own behind.
 */
export const POST = handler({
  body: arrivalBody,
  run: async ({ body, req }) => {
    const lobbies = referenceLobbies();
    if (!lobbies) return errorResponse(404, messages.api.notFound);
    const address = clientAddress(req.headers);
    const looked = await lookUpCode(address, body.code, () => lobbies.findSession(body.code));
    if (!looked.ok) return tooManyRequests(looked.retryAfterSeconds);
    if (!looked.value) return errorResponse(404, joinMessages.noSession(body.code));
    const tried = await takeArrivalTry(looked.value.code, address);
    if (!tried.allowed) return refused("lobby-arrival-tries", address, tooManyRequests(tried.retryAfterSeconds));
    const place = await takeLobbyPlace(looked.value.code, address);
    if (!place.allowed) {
      const answer = errorResponse(429, text.lobbyBudgetSpent, {}, { "retry-after": String(place.retryAfterSeconds) });
      return refused("lobby-arrival-places", address, answer);
    }
    try {
      const { code, arrival } = await lobbies.arrive({ code: looked.value.code, name: body.name });
      // A learner launched from a course with grades: their taking part goes back to its gradebook.
      await scoreLobbyArrival(req.headers.get("cookie"), code);
      return json({ name: arrival.name, player: playerPath(code, arrival.id) }, { status: 201 });
    } catch (error) {
      await place.giveBack();
      throw error;
    }
  },
});

function refused(limit: string, address: string, answer: Response): Response {
  rateLimitEvent(limit, address);
  return answer;
}

export const GET = notAllowed(["POST"]);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
