import { handler } from "@/lib/api/handler";
import { getUpstream } from "@/lib/upstream";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The trial dialog's game list: `{ data: [{ gameId, name }] }`. */
export const GET = handler({
  run: async () => ({ data: await getUpstream().listSimulations() }),
});
