import type { IncomingMessage } from "node:http";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { UndiciInstrumentation } from "@opentelemetry/instrumentation-undici";
import { NodeSDK } from "@opentelemetry/sdk-node";
import { log } from "@/lib/log";

/**
 * Traces, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (instrumentation.ts): a span for each
 * request the server takes (with its X-Request-Id as `http.request.id`), each upstream call (fetch) and
 * each store query (pg), plus the spans Next makes itself once a tracer is registered. OpenTelemetry
 * reads the endpoint and its other OTEL_* settings (service name, headers, sampling) itself.
 */
const sdk = new NodeSDK({
  serviceName: "bizsim-site",
  traceExporter: new OTLPTraceExporter(),
  instrumentations: [
    new HttpInstrumentation({
      requestHook(span, request) {
        const id = (request as IncomingMessage).headers?.["x-request-id"];
        if (typeof id === "string") span.setAttribute("http.request.id", id);
      },
    }),
    new UndiciInstrumentation(),
    new PgInstrumentation(),
  ],
});
sdk.start();
log.info("traces are sent to the OTLP endpoint");

// Spans still buffered go out before the process ends (Next exits on SIGTERM after its drain).
process.once("beforeExit", () => void sdk.shutdown());
