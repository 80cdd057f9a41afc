// The prerendered pages of a build, rewritten in place after `next build` and before any server reads them
// (scripts/lib/build.mjs; Next copies a page into .next/server/route-cache on first use).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Rewrites every prerendered page of the build in `dist` (each .html under server/app, nested ones too)
 * with `rewrite`, which returns the page unchanged when it has nothing to do; returns how many changed.
 * @param {string} dist
 * @param {(html: string) => string} rewrite
 */
export function rewritePrerenderedPages(dist, rewrite) {
  const app = path.join(dist, "server", "app");
  let changed = 0;
  for (const entry of readdirSync(app, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const html = readFileSync(file, "utf8");
    const rewritten = rewrite(html);
    if (rewritten === html) continue;
    writeFileSync(file, rewritten);
    changed += 1;
  }
  return changed;
}
