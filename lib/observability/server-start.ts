import { env } from "@/lib/env";
import { observeHttpServer } from "./http-server";

/**
 * The server's observability, set up once at start (instrumentation.ts, Node runtime): request ids,
 * request log lines and HTTP metrics for every request, and traces when an OTLP endpoint is set (with
 * none, no tracing code is loaded).
 */
export async function startObservability(): Promise<void> {
  observeHttpServer();
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) await import("./tracing");
}
