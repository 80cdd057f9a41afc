import type { NextRequest } from "next/server";
import { handler, notAllowed, tooManyRequests } from "@/lib/api/handler";
import { errorResponse } from "@/lib/api/responses";
import { clientAddress } from "@/lib/limits/client-address";
import { lookUpCode } from "@/lib/reference-game/code-lookup";
import { referenceLobbies } from "@/lib/reference-game/lobbies";
import { codeFromSegment } from "@/lib/join/join-path";
import { messages } from "@/lib/messages";
import { joinMessages } from "@/lib/messages/join";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ code: string }> };

/**
 * The join box's check before it opens the reference game host: 200 for a session code it knows, 404
 * otherwise, 429 once the address has missed too often (lib/limits/code-lookups.ts).
 */
export async function GET(req: NextRequest, { params }: Params) {
  const code = codeFromSegment((await params).code);
  return handler({
    run: async () => {
      const lobbies = referenceLobbies();
      if (!lobbies || code === null) return errorResponse(404, messages.api.notFound);
      const looked = await lookUpCode(clientAddress(req.headers), code, () => lobbies.findSession(code));
      if (!looked.ok) return tooManyRequests(looked.retryAfterSeconds);
      return looked.value ?? errorResponse(404, joinMessages.noSession(code));
    },
  })(req);
}

export const POST = notAllowed(["GET"]);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
