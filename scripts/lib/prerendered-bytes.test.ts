import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createPrerenderedBytes, endWithPrerenderedBytes } from "./prerendered-bytes.mjs";

describe("createPrerenderedBytes: each prerendered body encoded once", () => {
  it("gives the body's UTF-8 bytes, the same Buffer each time it is asked again", () => {
    const bytesOf = createPrerenderedBytes();
    const page = "<h1>Fruit Beer Game — for 30 students</h1>";
    const first = bytesOf(page);
    expect(first.toString("utf8")).toBe(page);
    expect(first.length).toBe(Buffer.byteLength(page));
    expect(bytesOf(page)).toBe(first);
  });

  it("keeps at most 64 bodies, so per-request bodies passing through cannot grow it without end", () => {
    const bytesOf = createPrerenderedBytes();
    const first = bytesOf("page 0");
    for (let i = 1; i <= 64; i += 1) bytesOf(`page ${i}`);
    expect(bytesOf("page 0")).not.toBe(first);
    expect(bytesOf("page 0").toString()).toBe("page 0");
  });
});

describe("endWithPrerenderedBytes: what a browser receives is unchanged", () => {
  let server: Server;
  let base: string;
  const page = "<p>Déjà vu — ".repeat(2000) + "</p>";

  beforeAll(async () => {
    const bytesOf = createPrerenderedBytes();
    server = createServer((req, res) => {
      endWithPrerenderedBytes(res, bytesOf);
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-length", Buffer.byteLength(page));
      if (req.url === "/prerendered") res.setHeader("x-nextjs-prerender", "1");
      res.end(page);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(["/prerendered", "/rendered-per-request"])("%s arrives whole, accents and dashes included", async (path) => {
    const response = await fetch(base + path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(page);
  });
});
