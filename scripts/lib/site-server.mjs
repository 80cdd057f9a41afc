// The production server behind `npm start`: Next's own request handler, behind a plain Node HTTP server
// that does what a route handler cannot (docs/decisions.md, "Client addresses and the site's server"):
// - records the TCP peer of every request in a header the client cannot set (lib/api/client-address.ts);
// - answers a malformed path (bad percent-encoding, a route file's [name]) with 400 before Next sees it;
// - puts the security headers on every answer, redirects and errors included, and on each prerendered page a
//   policy naming its inline scripts' hashes instead of 'unsafe-inline' (./page-policies.mjs);
// - writes each prerendered page's bytes encoded once, not its string encoded per request, and answers a plain
//   request for a page Next has already sent once without Next (./prerendered-replay.mjs);
// - answers build assets gzipped once, not per request (./static-gzip.mjs).
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { securityHeaders } from "../../security-headers.mjs";
import { writesOwnSecurityHeaders } from "../../lib/lti/frame-headers.mjs";
import { pagePolicies } from "./page-policies.mjs";
import { createPrerenderedBytes, endWithPrerenderedBytes } from "./prerendered-bytes.mjs";
import { createPrerenderedReplay } from "./prerendered-replay.mjs";
import { proxyCheck, proxyMatchers } from "./proxy-matchers.mjs";
import { createStaticGzip } from "./static-gzip.mjs";

const PEER_HEADER = "x-site-peer-address";
const DRAINING = Symbol("draining");
const PEER_RECORDED = Symbol.for("simulation-games-site.peer-recorded");

/**
 * Not valid percent-encoding (/%ff, /%), or brackets outside Next's own files: no page of ours has
 * them, and Next reads /%5Bslug%5D as the dynamic route's file name and fails with a 500.
 */
function malformedPath(url) {
  const pathname = (url ?? "/").split("?")[0];
  try {
    return !pathname.startsWith("/_next/") && /[[\]]/.test(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

/** @param {{ port: number, hostname?: string, dir?: string }} options */
export async function startSiteServer({ port, hostname, dir = process.cwd() }) {
  const headers = securityHeaders({ production: true });
  const app = next({ dev: false, dir, port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();
  // Route handlers run in this process; the mark tells them PEER_HEADER is ours.
  globalThis[PEER_RECORDED] = true;

  const policy = headers.find((header) => header.key === "Content-Security-Policy").value;
  const distDir = path.join(dir, process.env.NEXT_DIST_DIR || ".next");
  const policies = pagePolicies(distDir, policy);
  const bytesOf = createPrerenderedBytes();
  const replay = createPrerenderedReplay(policies.keys(), proxyCheck(proxyMatchers(distDir)));
  const serveStaticGzip = createStaticGzip(distDir);
  const server = createServer((req, res) => {
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
    if (server[DRAINING]) res.setHeader("Connection", "close");
    // LTI route handlers send their own policy (framable, form-action to the platform): Next would drop it.
    if (!writesOwnSecurityHeaders((req.url ?? "/").split("?")[0])) for (const { key, value } of headers) res.setHeader(key, value);
    const pagePolicy = policies.get((req.url ?? "/").split("?")[0]);
    if (pagePolicy) res.setHeader("Content-Security-Policy", pagePolicy);
    if (malformedPath(req.url)) {
      res.writeHead(400, { "content-type": "application/json", "cache-control": "no-store" });
      res.end(JSON.stringify({ message: "Bad request." }));
      return;
    }
    if (replay.serve(req, res)) return;
    serveStaticGzip(req, res)
      .then((served) => {
        if (served) return;
        replay.keepNextAnswer(req, res);
        endWithPrerenderedBytes(res, bytesOf);
        return handle(req, res);
      })
      .catch((error) => {
        console.error("[server] unhandled", error);
        if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: "An error occurred" }));
      });
  });
  await new Promise((resolve) => server.listen(port, hostname, resolve));
  return server;
}

/**
 * Stops taking connections and lets the requests in flight finish, then calls `onClosed`. `server.close()`
 * alone closes only the connections idle at that moment: one that carried a request then (a load
 * balancer's kept-alive connection, say) stayed open after its answer and went on being served, so the
 * process never drained. While draining, every answer closes its connection, and connections that have
 * fallen idle are closed every 100 ms.
 */
export function drainSiteServer(server, onClosed) {
  server[DRAINING] = true;
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  server.close(() => {
    clearInterval(sweep);
    onClosed();
  });
}
