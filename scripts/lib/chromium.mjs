// Debian's Chromium builds (no browser downloads here), installed when missing and allowed.
import { ensureDebianPackage } from "./debian-package.mjs";

/**
 * Full Chromium: the bench's Lighthouse and page-weight figures (as ../shared/perf takes them), the LTI specs
 * and the recipe's browser tests.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * What most Playwright specs drive: Chromium's headless shell, the same Blink without the desktop browser's own
 * pages and processes. On two cores it runs the Playwright suite in about two thirds of full Chromium's time,
 * which leaves the servers under test their share of the machine.
 */
export const testBrowserPath = process.env.TEST_BROWSER_PATH || "/usr/bin/chromium-headless-shell";

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

export function ensureTestBrowser() {
  if (ensureDebianPackage(testBrowserPath, "chromium-headless-shell")) return true;
  console.error(
    `The test browser was not found at ${testBrowserPath}. Install Debian's package: sudo apt-get install ` +
      "chromium-headless-shell (or set TEST_BROWSER_PATH to a Chromium binary).",
  );
  return false;
}

export function ensureChromium() {
  if (ensureDebianPackage(chromiumPath, "chromium")) return true;
  console.error(
    `Chromium was not found at ${chromiumPath}. Install Debian's package: sudo apt-get install chromium ` +
      "(or set CHROMIUM_PATH to a Chromium binary).",
  );
  return false;
}
