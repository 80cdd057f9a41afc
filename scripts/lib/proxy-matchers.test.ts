import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { proxyCheck, proxyMatchers } from "./proxy-matchers.mjs";

const path$ = (route: string) => `^${route.replace(/\//g, "\\/")}[\\/#\\?]?$`;
const sessionCookie = { type: "header", key: "cookie", value: ".*next-auth\\.session-token.*" };

describe("proxyMatchers: the proxy's matchers as the build wrote them", () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), "proxy-matchers-"));
    mkdirSync(path.join(dist, "server"));
    const nodeProxy = { functions: { "/_middleware": { runtime: "nodejs", matchers: [{ regexp: path$("/games-overview") }] }, "/api/me": {} } };
    const edge = { middleware: { "/": { matchers: [{ regexp: path$("/edge") }] } } };
    writeFileSync(path.join(dist, "server", "functions-config-manifest.json"), JSON.stringify(nodeProxy));
    writeFileSync(path.join(dist, "server", "middleware-manifest.json"), JSON.stringify(edge));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("reads the Node proxy's matchers and edge middleware's", () => {
    expect(proxyMatchers(dist)).toEqual([{ regexp: path$("/games-overview") }, { regexp: path$("/edge") }]);
  });
});

describe("proxyCheck: whether the proxy runs on a request", () => {
  const mayRun = proxyCheck([
    { regexp: path$("/games-overview") },
    { regexp: path$("/login"), has: [sessionCookie] },
    { regexp: path$("/beta"), has: [{ type: "cookie", key: "beta" }] },
    { regexp: path$("/old"), missing: [{ type: "header", key: "x-new" }] },
  ]);

  it("on a path matched without conditions, always", () => {
    expect(mayRun("/games-overview", {})).toBe(true);
  });

  it("on a path matched with a header condition, only when the header's whole value matches", () => {
    expect(mayRun("/login", {})).toBe(false);
    expect(mayRun("/login", { cookie: "theme=dark" })).toBe(false);
    expect(mayRun("/login", { cookie: "theme=dark; __Secure-next-auth.session-token=abc" })).toBe(true);
  });

  it("in doubt (a condition on a cookie, a missing list) as if it does", () => {
    expect(mayRun("/beta", {})).toBe(true);
    expect(mayRun("/old", {})).toBe(true);
  });

  it("never on a path no matcher names", () => {
    expect(mayRun("/", { cookie: "next-auth.session-token=abc" })).toBe(false);
    expect(mayRun("/login-help", { cookie: "next-auth.session-token=abc" })).toBe(false);
  });
});
