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
 * The reference game host: a student enters a lobby by name; the answer is their own page in it. Each
 * try spends one of the address's arrivals, the code's look-up its look-up budget, and a name let in one
 * of the address's places in that lobby (lib/limits/lobby-arrivals.ts).
 */
export const POST = handler({
  body: arrivalBody,
  run: async ({ body, req }) => {
    const lobbies = referenceLobbies();
    if (!lobbies) return errorResponse(404, messages.api.notFound);
    const address = clientAddress(req.headers);
    const tried = await takeArrivalTry(address);
    if (!tried.allowed) return refused("lobby-arrival-tries", address, tooManyRequests(tried.retryAfterSeconds));
    const looked = await lookUpCode(address, () => lobbies.findSession(body.code));
    if (!looked.ok) return tooManyRequests(looked.retryAfterSeconds);
    if (!looked.value) return errorResponse(404, joinMessages.noSession(body.code));
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
