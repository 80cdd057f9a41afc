// Decides whether the production build is missing or older than its sources, and builds it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

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

export function needsBuild() {
  const buildId = path.join(distDir(), "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

export function buildIfNeeded({ force = false } = {}) {
  if (!force && !needsBuild()) {
    console.log("Production build is up to date.");
    return;
  }
  console.log("Building the production site…");
  const result = spawnSync("npx", ["next", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) {
    console.error("The build failed.");
    process.exit(result.status ?? 1);
  }
}
