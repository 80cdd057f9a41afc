// Writes the recipe's nginx map from each prerendered page to its Content-Security-Policy, with the
// SHA-256 of every inline script of that page in script-src instead of 'unsafe-inline'.
// Usage: node deploy/csp-map.mjs [distDir] > csp-map.conf   (distDir defaults to .next)
//
// Prerendered HTML never changes between requests, so its inline scripts (Next's bootstrap and RSC
// payload) can be hashed once after the build. Every other answer (pages rendered per request, API,
// errors) keeps the policy Next sends, which still allows inline scripts.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { securityHeaders } from "../security-headers.mjs";

const dist = path.resolve(process.argv[2] ?? ".next");
const policy = securityHeaders({ production: true }).find((h) => h.key === "Content-Security-Policy").value;
if (!/script-src [^;]*'unsafe-inline'/.test(policy)) throw new Error("csp-map: script-src has no 'unsafe-inline' to replace");

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

export function policyFor(html) {
  const hashes = [...new Set(inlineScripts(html).map((s) => `'sha256-${createHash("sha256").update(s, "utf8").digest("base64")}'`))];
  return policy.replace(/(script-src [^;]*)'unsafe-inline'/, (_, head) => `${head}${hashes.join(" ")}`).replace(/\s+;/g, ";");
}

const manifest = JSON.parse(readFileSync(path.join(dist, "prerender-manifest.json"), "utf8"));
const lines = ["map $uri $page_csp {", `  default "${policy}";`];
for (const route of Object.keys(manifest.routes).sort()) {
  let html;
  try {
    html = readFileSync(path.join(dist, "server", "app", route === "/" ? "index.html" : `${route.slice(1)}.html`), "utf8");
  } catch {
    continue; // not a page (robots.txt, icons, sitemap)
  }
  if (route.startsWith("/_")) continue; // error pages are served under other paths
  lines.push(`  "${route}" "${policyFor(html)}";`);
}
lines.push("}");
process.stdout.write(`${lines.join("\n")}\n`);
