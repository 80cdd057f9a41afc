import { storeDb } from "@/lib/store";
import { toolKeys } from "@/lib/lti/store/tool-keys";

export const dynamic = "force-dynamic";

/** The tool's public keys: every key not yet retired, the one that will sign next included (lib/lti/key-rotation.ts). */
export async function GET() {
  const keys = await toolKeys(await storeDb());
  return Response.json(
    { keys: keys.map((key) => key.publicJwk) },
    { headers: { "cache-control": "public, max-age=600", "x-content-type-options": "nosniff" } },
  );
}
