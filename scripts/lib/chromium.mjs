// Playwright drives Debian's Chromium (no browser downloads here). Installs it when missing and allowed.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Flags for a headless Chromium on a machine with no network but loopback. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update"], { stdio: "inherit", env });
    const install =
      update.status === 0 &&
      spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit", env });
    if (install && install.status === 0 && existsSync(chromiumPath)) return true;
  }
  console.error(
    `Chromium was not found at ${chromiumPath}. Install Debian's package: sudo apt-get install chromium ` +
      "(or set CHROMIUM_PATH to a Chromium binary).",
  );
  return false;
}
