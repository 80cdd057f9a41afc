// Decides whether the production build is missing, older than its sources or made for another public
// address, and builds it.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { rewritePrerenderedPages } from "./prerendered-pages.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");
const sources = [
  "app",
  "components",
  "hooks",
  "lib",
  "reference-upstream",
  "content",
  "public",
  "proxy.ts",
  "next.config.mjs",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "scripts/lib/build.mjs",
  "scripts/lib/scripts-after-paint.mjs",
  "scripts/lib/flight-css-once.mjs",
  "scripts/lib/prerendered-pages.mjs",
];

export function distDir() {
  return path.join(root, process.env.NEXT_DIST_DIR || ".next");
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * The public address the pages name in canonical links, og:url, the sitemap and robots.txt: the one
 * given, else the site's own address (NEXTAUTH_URL), else the local port the server will listen on.
 * Static pages bake it in, so a build is made for one address.
 */
export function publicSiteUrl(port = process.env.PORT || 3000) {
  const given = process.env.NEXT_PUBLIC_SITE_URL || process.env.NEXTAUTH_URL || `http://localhost:${port}`;
  return given.replace(/\/+$/, "");
}

/** Written beside BUILD_ID after a build: the address that build was made for. */
function siteUrlStamp() {
  return path.join(distDir(), "site-url.txt");
}

function builtFor() {
  return existsSync(siteUrlStamp()) ? readFileSync(siteUrlStamp(), "utf8").trim() : null;
}

export function needsBuild(siteUrl = publicSiteUrl()) {
  const buildId = path.join(distDir(), "BUILD_ID");
  if (!existsSync(buildId)) return true;
  if (builtFor() !== siteUrl) return true;
  const built = statSync(buildId).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

/** Builds unless the build is current; `port` is where the server will listen (for the default address). */
export function buildIfNeeded({ force = false, port } = {}) {
  const siteUrl = publicSiteUrl(port);
  if (!force && !needsBuild(siteUrl)) {
    console.log(`Production build for ${siteUrl} is up to date.`);
    return;
  }
  const previous = builtFor();
  console.log(
    previous && previous !== siteUrl
      ? `Building the production site for ${siteUrl} (the last build was for ${previous})…`
      : `Building the production site for ${siteUrl}…`,
  );
  const result = spawnSync("npx", ["next", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_PUBLIC_SITE_URL: siteUrl },
  });
  if (result.status !== 0) {
    console.error("The build failed.");
    process.exit(result.status ?? 1);
  }
  rewritePrerenderedPages(distDir());
  writeFileSync(siteUrlStamp(), `${siteUrl}\n`);
}
