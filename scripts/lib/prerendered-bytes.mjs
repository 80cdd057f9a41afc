// Next answers a prerendered page with its HTML (or RSC payload) as a string from its in-memory cache, and
// Node encodes a string body into bytes again on every response: for the home page's 120 kB that was a
// quarter of the server's time per request (docs/decisions.md, "Throughput of next start"). Pages change only
// with a build, so each body is encoded once and the same bytes are written every time after.

const MAX_BODIES = 64; // more than the site has prerendered pages; past it the table starts again

/** A table from a prerendered body to its bytes, shared by every response of one server. */
export function createPrerenderedBytes() {
  const bytes = new Map();
  return function bytesOf(body) {
    let encoded = bytes.get(body);
    if (!encoded) {
      if (bytes.size >= MAX_BODIES) bytes.clear();
      encoded = Buffer.from(body, "utf8");
      bytes.set(body, encoded);
    }
    return encoded;
  };
}

/** Makes `res.end(body)` of a prerendered page write the body's cached bytes instead of the string. */
export function endWithPrerenderedBytes(res, bytesOf) {
  const end = res.end;
  res.end = function endPrerendered(chunk, ...rest) {
    const prerendered = typeof chunk === "string" && res.getHeader("x-nextjs-prerender") !== undefined;
    return end.call(this, prerendered ? bytesOf(chunk) : chunk, ...rest);
  };
}
