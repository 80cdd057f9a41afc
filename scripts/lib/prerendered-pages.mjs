// The prerendered pages of a build, rewritten in place after `next build` and before any server reads them
// (scripts/lib/build.mjs; Next copies a page into .next/server/route-cache on first use).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { flightCssOnce } from "./flight-css-once.mjs";
import { scriptsAfterPaint } from "./scripts-after-paint.mjs";

/** What the build does to each prerendered page: scripts after the first paint, each stylesheet once. */
export function rewritePage(html) {
  return flightCssOnce(scriptsAfterPaint(html));
}

/**
 * Rewrites every prerendered page of the build in `dist` (each .html under server/app, nested ones too);
 * a page the rewrite leaves as it was is not written again. Returns how many changed.
 * @param {string} dist
 */
export function rewritePrerenderedPages(dist) {
  const app = path.join(dist, "server", "app");
  let changed = 0;
  for (const entry of readdirSync(app, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const html = readFileSync(file, "utf8");
    const rewritten = rewritePage(html);
    if (rewritten === html) continue;
    writeFileSync(file, rewritten);
    changed += 1;
  }
  return changed;
}
