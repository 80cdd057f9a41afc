// A prerendered page is the same answer to every plain request until the next build (none of ours
// revalidates). Once Next has sent one, this keeps its headers and bytes, and the bytes gzipped once, and
// answers the same plain request again without Next: its request pipeline (routing, the dynamic segment's
// matching, the route cache, compression of the whole page) was most of the gap between a game page and an
// empty Next page (docs/decisions.md, "Throughput of next start"). Anything Next could answer differently
// goes to Next.
import { constants, gzipSync } from "node:zlib";
import { acceptsGzip } from "./static-gzip.mjs";

/** Request headers Next answers differently on: client navigation's RSC payload, server actions, ranges. */
const NEXT_ANSWERS_DIFFERENTLY = [
  "rsc",
  "next-router-prefetch",
  "next-router-state-tree",
  "next-router-segment-prefetch",
  "next-action",
  "range",
];
/** Written per answer or per connection by Node, or by the replay itself. */
const NOT_KEPT = new Set(["connection", "keep-alive", "date", "transfer-encoding", "content-length", "content-encoding"]);

/**
 * The path of a plain GET of a page in `paths` that the proxy would not see, or null when Next must answer it.
 * @param {(pathname: string, headers: import("node:http").IncomingHttpHeaders) => boolean} proxyMayRun
 */
function plainPagePath(req, paths, proxyMayRun) {
  if (req.method !== "GET") return null;
  const pathname = req.url ?? "";
  if (!paths.has(pathname)) return null; // a query string, a trailing slash, anything not prerendered
  if (NEXT_ANSWERS_DIFFERENTLY.some((name) => req.headers[name] !== undefined)) return null;
  if (proxyMayRun(pathname, req.headers)) return null; // proxy.ts: a signed-in person on /login, say
  return pathname;
}

/** Next's answer can be kept: the prerendered page itself, whole, uncompressed, setting no cookie. */
function keepable(res, chunk) {
  return (
    res.statusCode === 200 &&
    res.getHeader("x-nextjs-prerender") !== undefined &&
    res.getHeader("content-encoding") === undefined &&
    res.getHeader("set-cookie") === undefined &&
    (typeof chunk === "string" || Buffer.isBuffer(chunk))
  );
}

/**
 * @param {Iterable<string>} prerenderedPaths paths of the build's prerendered pages that never revalidate
 * @param {(pathname: string, headers: import("node:http").IncomingHttpHeaders) => boolean} proxyMayRun
 *   whether the build's proxy runs on a request (./proxy-matchers.mjs)
 */
export function createPrerenderedReplay(prerenderedPaths, proxyMayRun) {
  const paths = new Set(prerenderedPaths);
  /** @type {Map<string, { headers: [string, string | number | string[]][], body: Buffer, gzipped: Buffer }>} */
  const pages = new Map();

  /**
   * Answers a plain request for a page already kept and returns true; otherwise returns false.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function serve(req, res) {
    const pathname = plainPagePath(req, paths, proxyMayRun);
    const page = pathname && pages.get(pathname);
    if (!page) return false;
    const gzip = acceptsGzip(req.headers["accept-encoding"]);
    const body = gzip ? page.gzipped : page.body;
    for (const [name, value] of page.headers) res.setHeader(name, value);
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", body.length);
    res.end(body);
    return true;
  }

  /**
   * Before Next answers a plain request for a page not kept yet: asks Next for it uncompressed (valid for any
   * client) and keeps the answer when it is the prerendered page.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function keepNextAnswer(req, res) {
    const pathname = plainPagePath(req, paths, proxyMayRun);
    if (!pathname || pages.has(pathname)) return;
    delete req.headers["accept-encoding"];
    const end = res.end;
    res.end = function endAndKeep(chunk, ...rest) {
      if (keepable(res, chunk)) {
        const body = Buffer.from(chunk);
        const headers = res
          .getRawHeaderNames()
          .filter((name) => !NOT_KEPT.has(name.toLowerCase()))
          .map((name) => [name, res.getHeader(name)]);
        const gzipped = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
        pages.set(pathname, { headers, body, gzipped });
      }
      return end.call(this, chunk, ...rest);
    };
  }

  return { serve, keepNextAnswer };
}
