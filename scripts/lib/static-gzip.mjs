// Build assets (/_next/static/…) gzipped once, at gzip's best level, and kept: Next compresses each one again
// on every request (about 5 ms of the only thread for React's 230 kB chunk, so some 200 answers a second),
// and a class loading the site for the first time asks for every chunk at once. The files are immutable
// (their names are their hashes), so the bytes never go stale. Anything this does not serve (no gzip in
// Accept-Encoding, a file it does not know, a path it will not resolve) is left to Next.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { constants, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const PREFIX = "/_next/static/";
const TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
};
/** Build assets of a site weigh a few MB; past this, the rest are left to Next. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/** gzip named, and not refused with q=0. */
export function acceptsGzip(header) {
  const entry = String(header ?? "")
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .find((part) => part === "gzip" || part.startsWith("gzip;"));
  return entry !== undefined && !/;\s*q=0(\.0*)?\s*$/.test(entry);
}

/** The file under `staticDir` a request names, or null for anything odd (encoded, dotted, another type). */
function fileFor(staticDir, url) {
  const pathname = (url ?? "").split("?")[0];
  if (!pathname.startsWith(PREFIX) || /%|\\|\/\.|\0/.test(pathname)) return null;
  const file = path.join(staticDir, pathname.slice(PREFIX.length));
  if (!file.startsWith(staticDir + path.sep) || !TYPES[path.extname(file)]) return null;
  return file;
}

/** @param {string} distDir Next's build folder (.next) */
export function createStaticGzip(distDir) {
  const staticDir = path.resolve(distDir, "static");
  /** @type {Map<string, Promise<Buffer | null>>} */
  const cache = new Map();
  let cachedBytes = 0;

  async function gzipped(file) {
    let pending = cache.get(file);
    if (!pending) {
      if (cachedBytes >= MAX_CACHED_BYTES) return null;
      pending = readFile(file).then(
        (bytes) => gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
        () => null,
      );
      cache.set(file, pending);
      const bytes = await pending;
      // A missing file is not kept: a stream of made-up names must not fill the map.
      if (bytes) cachedBytes += bytes.length;
      else cache.delete(file);
    }
    return pending;
  }

  /**
   * Answers the request from the kept bytes and resolves true, or resolves false and leaves it untouched.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  return async function serveStaticGzip(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (!acceptsGzip(req.headers["accept-encoding"]) || req.headers.range) return false;
    const file = fileFor(staticDir, req.url);
    const body = file && (await gzipped(file));
    if (!body) return false;
    res.writeHead(200, {
      "Content-Type": TYPES[path.extname(file)],
      "Content-Encoding": "gzip",
      "Content-Length": body.length,
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
