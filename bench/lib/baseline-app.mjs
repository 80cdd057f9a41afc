// The bench's yardstick: an empty App Router page (bench/baseline-app) built with the site's exact
// versions of next, react and react-dom, in a folder of its own outside the repository: inside it,
// Turbopack would take the site's root (and its proxy.ts) for the baseline's.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

function lockedVersion(lock, name) {
  const entry = lock.packages[`node_modules/${name}`];
  if (!entry) throw new Error(`${name} is not in package-lock.json`);
  return entry.version;
}

/** Installs (from npm's cache when it can) and builds the baseline; returns its folder. */
export function buildBaselineApp() {
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8"));
  const dir = mkdtempSync(path.join(tmpdir(), "sim-baseline-"));
  cpSync(path.join(root, "bench", "baseline-app"), dir, { recursive: true });
  // The floor page with a stylesheet links the site's own global one, as it is today.
  cpSync(path.join(root, "app", "globals.css"), path.join(dir, "app", "with-a-stylesheet", "site.css"));
  // The floor page with the site's headers answers with the site's own security headers.
  cpSync(path.join(root, "security-headers.mjs"), path.join(dir, "site-headers.mjs"));
  const version = (name) => lockedVersion(lock, name);
  const pkg = {
    name: "bench-baseline",
    private: true,
    dependencies: { next: version("next"), react: version("react"), "react-dom": version("react-dom") },
    devDependencies: {
      typescript: version("typescript"),
      "@types/react": version("@types/react"),
      "@types/node": version("@types/node"),
    },
  };
  writeFileSync(path.join(dir, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
  const run = (args) => {
    const result = spawnSync("npm", args, { cwd: dir, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    if (result.status !== 0) throw new Error(`npm ${args.join(" ")} failed in ${dir}`);
  };
  run(["install", "--prefer-offline", "--no-audit", "--no-fund"]);
  run(["exec", "--", "next", "build"]);
  return dir;
}
