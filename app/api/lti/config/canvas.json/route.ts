import { canvasConfiguration } from "@/lib/lti/canvas-configuration";
import { absoluteUrl } from "@/lib/site-url";

export const dynamic = "force-static";

/** Canvas's developer-key JSON configuration URL (the manual way; Dynamic Registration comes first). */
export function GET() {
  return Response.json(canvasConfiguration(absoluteUrl), {
    headers: { "cache-control": "public, max-age=3600", "x-content-type-options": "nosniff" },
  });
}
