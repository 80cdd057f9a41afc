import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { needsBuild, publicSiteUrl } from "./build.mjs";

const saved = { ...process.env };
afterEach(() => {
  for (const key of ["NEXT_PUBLIC_SITE_URL", "NEXTAUTH_URL", "PORT", "NEXT_DIST_DIR"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe("publicSiteUrl: the address a build names in canonical links, og:url and the sitemap", () => {
  it("is NEXT_PUBLIC_SITE_URL when set, without a trailing slash", () => {
    process.env.NEXT_PUBLIC_SITE_URL = "https://www.bizsimlab.example/";
    process.env.NEXTAUTH_URL = "https://auth.example";
    expect(publicSiteUrl(4000)).toBe("https://www.bizsimlab.example");
  });

  it("is the site's own address (NEXTAUTH_URL) when no public address is set", () => {
    delete process.env.NEXT_PUBLIC_SITE_URL;
    process.env.NEXTAUTH_URL = "https://site.example";
    expect(publicSiteUrl(4000)).toBe("https://site.example");
  });

  it("is the local port the server will listen on otherwise, never a fixed :3000", () => {
    delete process.env.NEXT_PUBLIC_SITE_URL;
    delete process.env.NEXTAUTH_URL;
    expect(publicSiteUrl(3300)).toBe("http://localhost:3300");
    process.env.PORT = "4100";
    expect(publicSiteUrl()).toBe("http://localhost:4100");
  });
});

describe("needsBuild", () => {
  it("rebuilds a build made for another address, and keeps one made for this address", () => {
    const root = path.resolve(__dirname, "..", "..");
    const dist = mkdtempSync(path.join(tmpdir(), "site-url-build-"));
    try {
      process.env.NEXT_DIST_DIR = path.relative(root, dist);
      // A build newer than every source.
      writeFileSync(path.join(dist, "BUILD_ID"), "test");
      const future = new Date(Date.now() + 3_600_000);
      utimesSync(path.join(dist, "BUILD_ID"), future, future);
      expect(needsBuild("http://localhost:3300")).toBe(true);
      writeFileSync(path.join(dist, "site-url.txt"), "http://localhost:3000\n");
      expect(needsBuild("http://localhost:3300")).toBe(true);
      writeFileSync(path.join(dist, "site-url.txt"), "http://localhost:3300\n");
      expect(needsBuild("http://localhost:3300")).toBe(false);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
