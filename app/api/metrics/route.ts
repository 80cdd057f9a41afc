import { errorResponse } from "@/lib/api/responses";
import { messages } from "@/lib/messages";
import { metrics } from "@/lib/observability/metrics";
import { mayReadMetrics } from "@/lib/observability/metrics-access";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Prometheus's scrape of this instance (lib/observability/metrics.ts): loopback callers and METRICS_TOKEN only. */
export async function GET(request: Request) {
  if (!mayReadMetrics(request.headers.get("authorization"))) return errorResponse(403, messages.api.forbidden);
  return new Response(await metrics.registry.metrics(), {
    headers: { "content-type": metrics.registry.contentType, "cache-control": "no-store" },
  });
}
