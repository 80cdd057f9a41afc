// `next build` when there is no build yet: `npm start` never rebuilds one behind an operator's back
// (`npm run build` does that); `npm test` builds into a folder of its own (NEXT_DIST_DIR) every run.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
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

/**
 * A second release beside the one being served, for deploy/rolling-restart.sh to roll to: a folder, a
 * deployment id and a hash salt of its own (Next's salt for its output names), so every script and
 * stylesheet gets a new name, as a code change gives them. `lowPriority` builds under `nice -n 19`, on
 * what other work leaves idle. Answers whether it built, and its output.
 */
export function buildRelease({ dist, id, siteUrl, lowPriority = false, env = process.env }) {
  // next build points next-env.d.ts at its own folder's route types; the checkout keeps the first build's.
  const nextEnvFile = path.join(root, "next-env.d.ts");
  const nextEnv = readFileSync(nextEnvFile, "utf8");
  const command = [process.execPath, nextCli, "build"];
  const [file, ...args] = lowPriority ? ["nice", "-n", "19", ...command] : command;
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...env,
        NEXT_TELEMETRY_DISABLED: "1",
        NEXT_DIST_DIR: dist,
        NEXT_DEPLOYMENT_ID: id,
        NEXT_HASH_SALT: id,
        NEXT_PUBLIC_SITE_URL: siteUrl,
      },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      writeFileSync(nextEnvFile, nextEnv);
      resolve({ ok: code === 0, output });
    });
  });
}
