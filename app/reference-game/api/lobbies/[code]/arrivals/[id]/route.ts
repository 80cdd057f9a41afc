import type { NextRequest } from "next/server";
import { handler, notAllowed, tooManyRequests } from "@/lib/api/handler";
import { errorResponse } from "@/lib/api/responses";
import { accountPayer, lookUpCode } from "@/lib/reference-game/code-lookup";
import { referenceLobbies } from "@/lib/reference-game/lobbies";
import { codeFromSegment } from "@/lib/join/join-path";
import { messages } from "@/lib/messages";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ code: string; id: string }> };

/**
 * The lobby's professor takes a student's name out, freeing its place; answers the lobby after. A
 * student gets 403; another professor, like an unknown code or student, the same 404.
 */
export async function DELETE(req: NextRequest, { params }: Params) {
  const segments = await params;
  const code = codeFromSegment(segments.code);
  const id = codeFromSegment(segments.id);
  return handler({
    auth: "facilitator",
    run: async ({ user }) => {
      const lobbies = referenceLobbies();
      if (!lobbies || code === null || id === null) return errorResponse(404, messages.api.notFound);
      const looked = await lookUpCode(accountPayer(user.uid), code, () => lobbies.removeArrival(user.accessToken, code, id));
      return looked.ok ? looked.value : tooManyRequests(looked.retryAfterSeconds);
    },
  })(req);
}

export const GET = notAllowed(["DELETE"]);
export const POST = GET;
export const PUT = GET;
export const PATCH = GET;
