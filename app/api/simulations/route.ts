import { handler, notAllowed } from "@/lib/api/handler";
import { getUpstream } from "@/lib/upstream";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The trial dialog's game list: `{ data: [{ gameId, name }] }`. */
export const GET = handler({
  run: async () => ({ data: await getUpstream().listSimulations() }),
});

export const POST = notAllowed(["GET"]);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
