import type { NextRequest } from "next/server";
import { handler, notAllowed } from "@/lib/api/handler";
import { errorResponse } from "@/lib/api/responses";
import { referenceLobbies } from "@/lib/reference-game/lobbies";
import { codeFromSegment } from "@/lib/join/join-path";
import { messages } from "@/lib/messages";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ code: string }> };

/** The professor's lobby on the reference game host, with its arrivals: what the lobby page polls. */
export async function GET(req: NextRequest, { params }: Params) {
  const code = codeFromSegment((await params).code);
  return handler({
    auth: "facilitator",
    run: async ({ user }) => {
      const lobbies = referenceLobbies();
      if (!lobbies || code === null) return errorResponse(404, messages.api.notFound);
      return lobbies.hostLobby(user.accessToken, code);
    },
  })(req);
}

export const POST = notAllowed(["GET"]);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
