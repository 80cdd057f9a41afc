// Each prerendered page's Content-Security-Policy, with the SHA-256 of every inline script of that page in
// script-src instead of 'unsafe-inline'. Prerendered HTML never changes between requests (no page of ours
// revalidates), so its inline scripts (Next's bootstrap and RSC payload) are hashed once, when the server
// starts. Every other answer (pages rendered per request, API, errors) keeps the policy of
// security-headers.mjs, which still allows inline scripts (docs/decisions.md, "Script hashes per page").
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The text of each inline script the browser would run (no src, a JavaScript type or none). */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "application/javascript", "module"].includes(type)) continue;
    if (match[2]) scripts.push(match[2]);
  }
  return scripts;
}

/** `policy` with 'unsafe-inline' in script-src replaced by the hashes of the page's inline scripts. */
export function policyFor(html, policy) {
  if (!/script-src [^;]*'unsafe-inline'/.test(policy)) throw new Error("page-policies: script-src has no 'unsafe-inline' to replace");
  const hashes = [...new Set(inlineScripts(html).map((s) => `'sha256-${createHash("sha256").update(s, "utf8").digest("base64")}'`))];
  return policy.replace(/(script-src [^;]*)'unsafe-inline'/, (_, head) => `${head}${hashes.join(" ")}`).replace(/\s+;/g, ";");
}

/** Path of every prerendered HTML page of the build in `dist` → its policy. */
export function pagePolicies(dist, policy) {
  const manifest = JSON.parse(readFileSync(path.join(dist, "prerender-manifest.json"), "utf8"));
  const policies = new Map();
  for (const [route, entry] of Object.entries(manifest.routes)) {
    if (route.startsWith("/_")) continue; // error pages are served under other paths
    if (entry.initialRevalidateSeconds !== false) continue; // a page rebuilt while serving would change its scripts
    let html;
    try {
      html = readFileSync(path.join(dist, "server", "app", route === "/" ? "index.html" : `${route.slice(1)}.html`), "utf8");
    } catch {
      continue; // not a page (robots.txt, icons, sitemap)
    }
    policies.set(route, policyFor(html, policy));
  }
  return policies;
}
