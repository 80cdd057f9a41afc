import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { acceptsGzip, createStaticGzip } from "./static-gzip.mjs";

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["GZIP", true],
    ["gzip;q=0", false],
    ["gzip; q=0.0", false],
    ["br, deflate", false],
    ["x-gzip-ish", false],
    [undefined, false],
  ])("%s → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe("createStaticGzip: build assets gzipped once, everything else left to Next", () => {
  const chunk = "export const game = 'Fruit Beer Game — 30 students';\n".repeat(400);
  let dir: string;
  let server: Server;
  let port: number;

  type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
  const get = (url: string, headers: Record<string, string> = { "accept-encoding": "gzip" }, method = "GET") =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: url, method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      });
      req.on("error", reject);
      req.end();
    });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "static-gzip-"));
    mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
    writeFileSync(path.join(dir, "static", "chunks", "app.js"), chunk);
    writeFileSync(path.join(dir, "static", "chunks", "font.woff2"), "not text");
    writeFileSync(path.join(dir, "secret.txt"), "outside the static folder");
    const serve = createStaticGzip(dir);
    server = createServer((req, res) => {
      void serve(req, res).then((served) => {
        if (!served) res.end("left to Next");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers a chunk gzipped, the same bytes once unpacked, cached for a year", async () => {
    const answer = await get("/_next/static/chunks/app.js");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(chunk.length / 10);
    expect(gunzipSync(answer.body).toString("utf8")).toBe(chunk);
  });

  it("answers the same bytes again, a query string (a deployment id) ignored", async () => {
    const first = await get("/_next/static/chunks/app.js");
    const again = await get("/_next/static/chunks/app.js?dpl=abc");
    expect(again.body.equals(first.body)).toBe(true);
  });

  it("answers HEAD with the length and no body", async () => {
    const answer = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip" }, "HEAD");
    expect(answer.status).toBe(200);
    expect(Number(answer.headers["content-length"])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });

  it.each([
    ["a client that does not take gzip", "/_next/static/chunks/app.js", { "accept-encoding": "br" }],
    ["a range request", "/_next/static/chunks/app.js", { "accept-encoding": "gzip", range: "bytes=0-10" }],
    ["a file that is not there", "/_next/static/chunks/missing.js", undefined],
    ["a type not worth compressing", "/_next/static/chunks/font.woff2", undefined],
    ["a way out of the folder", "/_next/static/../secret.txt", undefined],
    ["an encoded way out of the folder", "/_next/static/%2e%2e/secret.txt", undefined],
    ["a page", "/login", undefined],
  ])("leaves %s to Next", async (_what, url, headers) => {
    const answer = await get(url, headers);
    expect(answer.body.toString()).toBe("left to Next");
  });
});
