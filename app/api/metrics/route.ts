import { errorResponse } from "@/lib/api/responses";
import { messages } from "@/lib/messages";
import { metrics } from "@/lib/observability/metrics";
import { mayReadMetrics } from "@/lib/observability/metrics-access";
import { isOwnHost } from "@/lib/security/own-host";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Prometheus's scrape of this instance (lib/observability/metrics.ts): loopback callers and METRICS_TOKEN
 * only, under one of the site's own names. The route checks its caller itself: the proxy does not run
 * for every request (a chunked one skips it), and a page elsewhere that rebinds its name to 127.0.0.1
 * reaches the instance directly, but with its own name as Host.
 */
export async function GET(request: Request) {
  if (!isOwnHost(request.headers.get("host"))) return errorResponse(421, messages.api.wrongHost);
  if (!mayReadMetrics(request.headers.get("authorization"))) return errorResponse(403, messages.api.forbidden);
  return new Response(await metrics.registry.metrics(), {
    headers: { "content-type": metrics.registry.contentType, "cache-control": "no-store" },
  });
}
