import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { env } from "@/lib/env";
import { logRequest } from "@/lib/log";
import { metrics } from "./metrics";
import { requestContextStorage } from "@/upstream-contract/request-context";
import { acceptedRequestId } from "@/upstream-contract/request-id";
import { routeLabel } from "./route-pattern";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
const started = new WeakMap<IncomingMessage, bigint>();

interface Start {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
}

/**
 * Every request the Node server takes, whatever answers it (a page, a route handler, a build asset): Node's
 * own diagnostics channels, which fire before Next sees the request and after the answer's last byte.
 * proxy.ts runs on a few paths only, so it cannot do this. At the start: the request's id (a trusted
 * proxy's X-Request-Id, or a new one) goes on the request for Next, on the answer, and into the context
 * every log line and upstream call of the request reads. At the end: one log line and the HTTP metrics.
 */
export function observeHttpServer(): void {
  const trustIncoming = env.TRUST_PROXY_HOPS > 0;

  subscribe("http.server.request.start", (message) => {
    const { request, response, socket } = message as Start;
    const requestId = (trustIncoming && acceptedRequestId(request.headers["x-request-id"])) || crypto.randomUUID();
    request.headers["x-request-id"] = requestId;
    response.setHeader("X-Request-Id", requestId);
    started.set(request, process.hrtime.bigint());
    const direct = LOOPBACK.test(socket.remoteAddress ?? "") && request.headers["x-forwarded-for"] === undefined;
    // The rest of this request (Next's handling of it) runs in this context.
    requestContextStorage.enterWith({ requestId, direct });
  });

  subscribe("http.server.response.finish", (message) => {
    const { request, response } = message as Start;
    const start = started.get(request);
    if (start === undefined) return;
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const url = request.url ?? "/";
    const query = url.indexOf("?");
    const route = routeLabel(query === -1 ? url : url.slice(0, query));
    const method = METHODS.has(request.method ?? "") ? request.method! : "OTHER";
    const status = response.statusCode;
    metrics.httpRequests.inc({ route, method, status: String(status) });
    metrics.httpDuration.observe({ route, method }, seconds);
    logRequest({ requestId: request.headers["x-request-id"] as string, route, method, status, durationMs: Math.round(seconds * 1e4) / 10 });
  });
}
