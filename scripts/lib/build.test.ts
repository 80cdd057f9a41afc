import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildOnce, publicSiteUrl } from "./build.mjs";

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

describe("buildOnce", () => {
  it("serves an existing build as it is, whatever changed since", () => {
    const root = path.resolve(__dirname, "..", "..");
    const dist = mkdtempSync(path.join(tmpdir(), "existing-build-"));
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      process.env.NEXT_DIST_DIR = path.relative(root, dist);
      writeFileSync(path.join(dist, "BUILD_ID"), "test");
      utimesSync(path.join(dist, "BUILD_ID"), new Date(0), new Date(0));
      buildOnce({ port: 3300 });
      expect(log).toHaveBeenCalledWith(expect.stringContaining("Serving the existing build"));
      expect(log).not.toHaveBeenCalledWith(expect.stringContaining("Building"));
    } finally {
      log.mockRestore();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
