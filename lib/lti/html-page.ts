import { createHash } from "node:crypto";
import { site } from "@/content/site";
import { ltiHandlerPolicy } from "./frame-headers.mjs";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#0f172a;background:#f8fafc;margin:0;display:grid;min-height:100vh;place-items:center}
main{max-width:34rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 .75rem}.actions{margin-top:1.5rem;display:flex;gap:1rem;flex-wrap:wrap}
a.button,button{font:inherit;background:#1d4ed8;color:#fff;border:0;border-radius:8px;padding:.6rem 1.1rem;text-decoration:none;cursor:pointer}
.brand{color:#475569;font-size:.9rem;margin-bottom:1rem}`;

export interface HtmlPage {
  title: string;
  paragraphs: string[];
  /** Links shown as buttons; `newWindow` opens them outside the platform's frame. */
  links?: Array<{ href: string; label: string; newWindow?: boolean }>;
  /** Raw, already-escaped HTML after the text (the deep-linking return form). */
  extraHtml?: string;
  /** Inline script (its hash goes into the page's policy). */
  script?: string;
  /** Where forms of this page may go. */
  formAction?: string;
}

/** A small page written by an LTI route handler: words for a person, framable by the platform, no cache. */
export function htmlPage(page: HtmlPage, status = 200): Response {
  const links = (page.links ?? [])
    .map(
      (link) =>
        `<a class="button" href="${escapeHtml(link.href)}"${link.newWindow ? ' target="_blank" rel="noopener"' : ""}>${escapeHtml(link.label)}</a>`,
    )
    .join("");
  const hashes = page.script ? [`sha256-${createHash("sha256").update(page.script).digest("base64")}`] : [];
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(page.title)} | ${escapeHtml(site.name)}</title><style>${STYLE}</style></head>
<body><main><p class="brand">${escapeHtml(site.name)}</p><h1>${escapeHtml(page.title)}</h1>${page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}
${page.extraHtml ?? ""}${links ? `<p class="actions">${links}</p>` : ""}</main>${page.script ? `<script>${page.script}</script>` : ""}</body></html>`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": ltiHandlerPolicy({ formAction: page.formAction, scriptHashes: hashes }),
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    },
  });
}

export { escapeHtml };
