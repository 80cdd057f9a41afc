// `next build` when there is no build yet: `npm start` never rebuilds one behind an operator's back
// (`npm run build` does that); `npm test` builds into a folder of its own (NEXT_DIST_DIR) every run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");
/** Next's own command-line entry, run with this Node. */
export const nextCli = createRequire(import.meta.url).resolve("next/dist/bin/next");

export function distDir() {
  return path.join(root, process.env.NEXT_DIST_DIR || ".next");
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

/** Runs `next build` for the public address of a server on `port`; exits the process when it fails. */
export function build({ port } = {}) {
  const siteUrl = publicSiteUrl(port);
  console.log(`Building the production site for ${siteUrl}…`);
  const result = spawnSync(process.execPath, [nextCli, "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_PUBLIC_SITE_URL: siteUrl },
  });
  if (result.status !== 0) {
    console.error("The build failed.");
    process.exit(result.status ?? 1);
  }
}

/** Builds when no build exists; an existing one is served as it is. */
export function buildOnce({ port } = {}) {
  if (existsSync(path.join(distDir(), "BUILD_ID"))) {
    console.log(`Serving the existing build in ${path.relative(root, distDir())} (npm run build makes a new one).`);
    return;
  }
  build({ port });
}
