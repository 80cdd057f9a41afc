import type { NextRequest } from "next/server";
import { handler, notAllowed, tooManyRequests } from "@/lib/api/handler";
import { errorResponse } from "@/lib/api/responses";
import { accountPayer, lookUpCode } from "@/lib/reference-game/code-lookup";
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
      const looked = await lookUpCode(accountPayer(user.uid), code, () => lobbies.hostLobby(user.accessToken, code));
      return looked.ok ? looked.value : tooManyRequests(looked.retryAfterSeconds);
    },
  })(req);
}

export const POST = notAllowed(["GET"]);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
