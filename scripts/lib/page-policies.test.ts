import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inlineScripts, pagePolicies, policyFor } from "./page-policies.mjs";

const base = "default-src 'self'; script-src 'self' 'unsafe-inline' https://www.youtube.com; object-src 'none'";
const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const page = (...scripts: string[]) => `<html><head><script src="/_next/a.js" async=""></script></head><body>${scripts.join("")}</body></html>`;

describe("inlineScripts: what the browser would run from the page itself", () => {
  it("takes inline JavaScript and leaves out external scripts and JSON-LD data", () => {
    const html = page('<script>self.__next_f.push([1,"a"])</script>', '<script type="application/ld+json">{"@type":"Game"}</script>', '<script id="x">boot()</script>');
    expect(inlineScripts(html)).toEqual(['self.__next_f.push([1,"a"])', "boot()"]);
  });
});

describe("policyFor: the base policy with the page's hashes in place of 'unsafe-inline'", () => {
  it("names each inline script once and keeps every other directive", () => {
    const policy = policyFor(page("<script>a()</script>", "<script>a()</script>", "<script>b()</script>"), base);
    expect(policy).toBe(`default-src 'self'; script-src 'self' ${sha("a()")} ${sha("b()")} https://www.youtube.com; object-src 'none'`);
  });

  it("refuses a base policy without 'unsafe-inline' rather than send one it did not mean to", () => {
    expect(() => policyFor(page(), "script-src 'self'")).toThrow("no 'unsafe-inline'");
  });
});

describe("pagePolicies: one policy per prerendered page of a build", () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), "policies-"));
    mkdirSync(path.join(dist, "server", "app"), { recursive: true });
    const routes = { "/": false, "/privacy-policy": false, "/_not-found": false, "/robots.txt": false, "/news": 60 };
    writeFileSync(
      path.join(dist, "prerender-manifest.json"),
      JSON.stringify({ routes: Object.fromEntries(Object.entries(routes).map(([route, seconds]) => [route, { initialRevalidateSeconds: seconds }])) }),
    );
    writeFileSync(path.join(dist, "server", "app", "index.html"), page("<script>home()</script>"));
    writeFileSync(path.join(dist, "server", "app", "privacy-policy.html"), page("<script>privacy()</script>"));
    writeFileSync(path.join(dist, "server", "app", "_not-found.html"), page("<script>missing()</script>"));
    writeFileSync(path.join(dist, "server", "app", "news.html"), page("<script>news()</script>"));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("hashes each page's own scripts, and skips error pages, files that are not pages and pages that revalidate", () => {
    const policies = pagePolicies(dist, base);
    expect([...policies.keys()].sort()).toEqual(["/", "/privacy-policy"]);
    expect(policies.get("/")).toContain(sha("home()"));
    expect(policies.get("/")).not.toContain(sha("privacy()"));
    expect(policies.get("/privacy-policy")).toContain(sha("privacy()"));
  });
});
