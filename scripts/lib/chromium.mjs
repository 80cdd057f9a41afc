// Playwright drives Debian's Chromium (no browser downloads here). Installs it when missing and allowed.
import { ensureDebianPackage } from "./debian-package.mjs";

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
  if (ensureDebianPackage(chromiumPath, "chromium")) return true;
  console.error(
    `Chromium was not found at ${chromiumPath}. Install Debian's package: sudo apt-get install chromium ` +
      "(or set CHROMIUM_PATH to a Chromium binary).",
  );
  return false;
}
