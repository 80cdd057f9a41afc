import { acceptedRequestId } from "@/upstream-contract/request-id";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { upstreamMessages, upstreamRequestMessages } from "@/upstream-contract/messages";
import { isDatabaseUnavailable } from "@/upstream-contract/database-unavailable";
import { UpstreamError } from "@/upstream-contract/errors";
import type { UpstreamLog } from "@/upstream-contract/embedding";
import type { EmbeddedUpstream } from "../adapter";
import { adminRoutes } from "./admin-routes";
import { lobbyRoutes } from "./lobby-routes";
import { HttpFailure, WriteAnswer, type Route } from "./route";
import { upstreamRoutes } from "./routes";

/**
 * Serves the reference upstream over HTTP on the upstream's paths, so one server can stand for all four
 * bases. Errors answer `{ detail }` with their status, like the real (FastAPI) upstream.
 */

const BODY_LIMIT = 64 * 1024;

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new HttpFailure(413, upstreamRequestMessages.tooLarge);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpFailure(400, upstreamRequestMessages.invalidJson);
  }
}

function bearer(req: IncomingMessage): string {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "");
  if (!match?.[1]) throw new HttpFailure(401, upstreamMessages.notAuthenticated);
  return match[1];
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body ?? null);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** One line per request, with the site's X-Request-Id, so an incident reads across both logs. */
function logAnswer(log: UpstreamLog, req: IncomingMessage, res: ServerResponse, path: string) {
  const started = performance.now();
  const requestId = acceptedRequestId(req.headers["x-request-id"]);
  res.once("finish", () =>
    log.info(
      {
        requestId,
        method: req.method,
        path: path.slice(0, 200),
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      },
      "[reference upstream] request",
    ),
  );
}

const silent: UpstreamLog = { info: () => undefined, error: () => undefined };

export interface UpstreamServerOptions {
  upstream: EmbeddedUpstream;
  /** Opens the admin routes for tests (./admin-routes.ts); without it they do not exist. */
  adminKey?: string;
  /** Where a line per request and its failures go (`npm run upstream` passes the site's log); without it, nowhere. */
  log?: UpstreamLog;
}

export function createUpstreamServer({ upstream, adminKey, log = silent }: UpstreamServerOptions): Server {
  const table: Route[] = [
    ...upstreamRoutes(upstream),
    ...lobbyRoutes(upstream),
    ...(adminKey ? adminRoutes(() => upstream.ready(), adminKey) : []),
  ];
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://upstream.invalid");
    const path = url.pathname.replace(/\/+$/, "") || "/";
    logAnswer(log, req, res, path);
    const matches = table.map((route) => ({ route, match: route.pattern.exec(path) })).filter((m) => m.match);
    const found = matches.find((m) => m.route.method === req.method);
    try {
      if (!found) {
        if (matches.length) throw new HttpFailure(405, upstreamMessages.methodNotAllowed);
        throw new HttpFailure(404, upstreamMessages.notFound);
      }
      const params = found.match!.slice(1).map((p) => decodeURIComponent(p));
      const header = (name: string) => {
        const value = req.headers[name.toLowerCase()];
        return Array.isArray(value) ? value[0] : value;
      };
      const result = await found.route.handle({
        params,
        query: url.searchParams,
        body: () => readBody(req),
        token: () => bearer(req),
        header,
      });
      if (result instanceof WriteAnswer) send(res, 200, result.body, result.replayed ? { "idempotent-replayed": "true" } : {});
      else send(res, 200, result);
    } catch (error) {
      if (error instanceof HttpFailure || error instanceof UpstreamError) {
        send(res, error.status, { detail: error.message });
        return;
      }
      if (isDatabaseUnavailable(error)) {
        // Its database is out of reach (a restart, a dropped connection): try again, in the upstream's error shape.
        log.error({}, `[reference upstream] ${req.method} ${path}: the database is out of reach; answered 503`);
        send(res, 503, { message: upstreamRequestMessages.upstreamDown });
        return;
      }
      log.error({ err: error }, `[reference upstream] ${req.method} ${path}`);
      send(res, 500, { detail: upstreamRequestMessages.generic });
    }
  });
}

export interface RunningUpstreamServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Starts the server; port 0 picks a free one (tests). */
export async function startUpstreamServer(
  options: UpstreamServerOptions & { port?: number; host?: string },
): Promise<RunningUpstreamServer> {
  const server = createUpstreamServer(options);
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shown = host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${shown}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
