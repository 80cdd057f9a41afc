import { handler, notAllowed } from "@/lib/api/handler";
import { answerCompletion } from "@/lib/lti/ags/game-host-completion";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** A game host reports a learner's completion, signed with its secret (docs/game-hosts.md). */
export const POST = handler({ run: async ({ req }) => answerCompletion(req) });

export const GET = notAllowed(["POST"]);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
