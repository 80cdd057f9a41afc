import { env } from "@/lib/env";
import { startDraining } from "@/lib/health/draining";
import { observeHttpServer } from "./http-server";

/**
 * The server's observability, set up once at start (instrumentation.ts, Node runtime): request ids,
 * request log lines and HTTP metrics for every request, readiness turning 503 on SIGTERM, and traces
 * when an OTLP endpoint is set (with none, no tracing code is loaded).
 */
export async function startObservability(): Promise<void> {
  observeHttpServer();
  // Beside Next's own SIGTERM handler, which closes the server and drains; this one only flags it.
  process.on("SIGTERM", startDraining);
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) await import("./tracing");
}
