import { inlineScripts } from "./page-policies.mjs";
import { loaderFor, scriptsAfterPaint } from "./scripts-after-paint.mjs";

const runtime = "/_next/static/chunks/turbopack-1.js";
const nextPage =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="${runtime}"/>` +
  `<script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/page.js" async=""></script>` +
  `<title>Home</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>` +
  `<body><h1>Home</h1><script id="_R_">(globalThis.TURBOPACK ||= []).push({})</script>` +
  `<script src="${runtime}" async=""></script><script>self.__next_f.push([1,"a"])</script></body></html>`;

describe("scriptsAfterPaint: Next's scripts asked for by one loader instead of tags the parser fetches", () => {
  const html = scriptsAfterPaint(nextPage);

  it("takes out every async script tag and the script preload, and keeps the page's content", () => {
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain("<title>Home</title>");
    expect(html).toContain("<h1>Home</h1>");
  });

  it("keeps the legacy browsers' nomodule script and Next's inline scripts as they were", () => {
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(inlineScripts(html)).toEqual(expect.arrayContaining(["(globalThis.TURBOPACK ||= []).push({})", 'self.__next_f.push([1,"a"])']));
  });

  it("puts one loader at the end of the head with each script once, in the page's order", () => {
    const loader = loaderFor(["/_next/static/chunks/react.js", "/_next/static/chunks/page.js", runtime]);
    expect(html).toContain(`${loader}</head>`);
    expect(html.split("<script>(function loadAfterFirstPaint")).toHaveLength(2);
  });

  it("leaves a page alone the second time, and a page without Next's scripts", () => {
    expect(scriptsAfterPaint(html)).toBe(html);
    const plain = "<html><head><title>x</title></head><body><script>a()</script></body></html>";
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });
});
