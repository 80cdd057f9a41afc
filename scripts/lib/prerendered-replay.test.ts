import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { createPrerenderedReplay } from "./prerendered-replay.mjs";
import { proxyCheck } from "./proxy-matchers.mjs";

/** proxy.ts's matcher for /login as the build writes it: the proxy runs there only with a session cookie. */
const loginMatcher = {
  regexp: "^(?:\\/(_next\\/data\\/[^/]{1,}))?\\/login(\\.json|\\.rsc|\\.segments\\/.+\\.segment\\.rsc)?[\\/#\\?]?$",
  has: [{ type: "header", key: "cookie", value: ".*next-auth\\.session-token.*" }],
};

const page = "<h1>The EV Gambit — Porter's five forces</h1>".repeat(500);

/** A stand-in for Next: the prerendered page for /, a cookie-setting answer on /cookie, 404 elsewhere. */
function next(req: { url?: string; headers: IncomingHttpHeaders }, res: import("node:http").ServerResponse) {
  seenByNext.push({ url: req.url ?? "", acceptEncoding: req.headers["accept-encoding"] });
  const pathname = (req.url ?? "").split("?")[0];
  if (pathname !== "/" && pathname !== "/cookie" && pathname !== "/login") {
    res.statusCode = 404;
    res.end("not found");
    return;
  }
  res.setHeader("Cache-Control", "s-maxage=31536000");
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("x-nextjs-prerender", "1");
  if (pathname === "/cookie") res.setHeader("Set-Cookie", "a=b");
  res.end(page);
}
let seenByNext: { url: string; acceptEncoding: string | string[] | undefined }[] = [];

describe("createPrerenderedReplay: a prerendered page answered again without Next", () => {
  let server: Server;
  let base: string;

  beforeEach(async () => {
    seenByNext = [];
    const replay = createPrerenderedReplay(["/", "/cookie", "/login"], proxyCheck([loginMatcher]));
    server = createServer((req, res) => {
      res.setHeader("X-Frame-Options", "DENY");
      if (replay.serve(req, res)) return;
      replay.keepNextAnswer(req, res);
      next(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("asks Next once, uncompressed, then answers with the same page and headers by itself", async () => {
    const first = await fetch(`${base}/`, { headers: { "accept-encoding": "gzip" } });
    const second = await fetch(`${base}/`, { headers: { "accept-encoding": "identity" } });
    expect(await first.text()).toBe(page);
    expect(await second.text()).toBe(page);
    expect(seenByNext).toEqual([{ url: "/", acceptEncoding: undefined }]);
    for (const name of ["cache-control", "content-type", "x-nextjs-prerender", "x-frame-options"])
      expect(second.headers.get(name)).toBe(first.headers.get(name));
    expect(second.headers.get("content-length")).toBe(String(Buffer.byteLength(page)));
  });

  it("sends a client that takes gzip the page gzipped, the same bytes once unpacked", async () => {
    await fetch(`${base}/`);
    const { request } = await import("node:http");
    const { headers, body } = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      request(`${base}/`, { headers: { "accept-encoding": "gzip, br" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });
    expect(headers["content-encoding"]).toBe("gzip");
    expect(Number(headers["content-length"])).toBe(body.length);
    expect(gunzipSync(body).toString("utf8")).toBe(page);
    expect(seenByNext).toHaveLength(1);
  });

  it("leaves to Next what it could answer differently: a query, RSC and prefetch requests, ranges, HEAD, a session", async () => {
    await fetch(`${base}/`);
    await fetch(`${base}/?discipline=strategy`);
    await fetch(`${base}/`, { headers: { rsc: "1" } });
    await fetch(`${base}/`, { headers: { "next-router-prefetch": "1" } });
    await fetch(`${base}/`, { headers: { range: "bytes=0-10" } });
    await fetch(`${base}/`, { method: "HEAD" });
    await fetch(`${base}/login`);
    await fetch(`${base}/login`, { headers: { cookie: "theme=dark; __Secure-next-auth.session-token.0=abc" } });
    expect(seenByNext.map((request) => request.url)).toEqual([
      "/",
      "/?discipline=strategy",
      "/",
      "/",
      "/",
      "/",
      "/login",
      "/login",
    ]);
  });

  it("keeps no answer that sets a cookie, is not a page it was given, or is not a 200", async () => {
    await fetch(`${base}/cookie`);
    await fetch(`${base}/cookie`);
    await fetch(`${base}/nowhere`);
    await fetch(`${base}/nowhere`);
    expect(seenByNext.map((request) => request.url)).toEqual(["/cookie", "/cookie", "/nowhere", "/nowhere"]);
    // A page it was given is asked for uncompressed each time, until one answer can be kept.
    expect(seenByNext.filter((request) => request.url === "/cookie").map((request) => request.acceptEncoding)).toEqual([undefined, undefined]);
  });

  it("leaves the Accept-Encoding of a request for anything else alone", async () => {
    await fetch(`${base}/nowhere`, { headers: { "accept-encoding": "gzip" } });
    expect(seenByNext).toEqual([{ url: "/nowhere", acceptEncoding: "gzip" }]);
  });
});
