import { handler, notAllowed } from "@/lib/api/handler";
import { errorResponse, json } from "@/lib/api/responses";
import { referenceLobbies } from "@/lib/reference-game/lobbies";
import { playerPath } from "@/lib/game-hosts/paths";
import { messages } from "@/lib/messages";
import { arrivalSchema } from "@/lib/validations/lobby";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The reference game host: a student enters a lobby by name; the answer is their own page in it. */
export const POST = handler({
  body: arrivalSchema,
  run: async ({ body }) => {
    const lobbies = referenceLobbies();
    if (!lobbies) return errorResponse(404, messages.api.notFound);
    const { code, arrival } = await lobbies.arrive(body);
    return json({ name: arrival.name, player: playerPath(code, arrival.id) }, { status: 201 });
  },
});

export const GET = notAllowed(["POST"]);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
