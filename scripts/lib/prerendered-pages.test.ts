import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { flightCssOnce } from "./flight-css-once.mjs";
import { rewritePage, rewritePrerenderedPages } from "./prerendered-pages.mjs";
import { scriptsAfterPaint } from "./scripts-after-paint.mjs";

const sheet = "/_next/static/chunks/global.css";
const flight = JSON.stringify(`0:["$","style","0",{"nonce":"$undefined","precedence":"next","href":"${sheet}","children":"body{margin:0}"}]\n`);
/** A prerendered page as Next writes it: an async script and an inlined sheet whose text is also in the flight data. */
const nextPage =
  `<!DOCTYPE html><html><head><style data-precedence="next" data-href="${sheet}">body{margin:0}</style>` +
  `<script src="/_next/static/chunks/page.js" async=""></script></head>` +
  `<body><h1>Home</h1><script>self.__next_f.push([1,${flight}])</script></body></html>`;

describe("rewritePage: what the build does to each prerendered page", () => {
  it("asks for the scripts after the first paint and empties the flight copy of the sheet", () => {
    const page = rewritePage(nextPage);
    expect(page).toBe(flightCssOnce(scriptsAfterPaint(nextPage)));
    expect(page).not.toContain('<script src="/_next/static/chunks/page.js" async="">');
    expect(page).toContain(`\\"href\\":\\"${sheet}\\",\\"children\\":\\"\\"`);
    expect(page).toContain(`data-href="${sheet}">body{margin:0}</style>`);
  });
});

describe("rewritePrerenderedPages: every prerendered page of a build, nothing else", () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), "prerendered-"));
    mkdirSync(path.join(dist, "server", "app", "(site)"), { recursive: true });
    writeFileSync(path.join(dist, "server", "app", "index.html"), nextPage);
    writeFileSync(path.join(dist, "server", "app", "(site)", "nested.html"), nextPage);
    writeFileSync(path.join(dist, "server", "app", "index.rsc"), nextPage);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("rewrites the HTML pages, nested ones too, once, and no other file", () => {
    expect(rewritePrerenderedPages(dist)).toBe(2);
    expect(readFileSync(path.join(dist, "server", "app", "(site)", "nested.html"), "utf8")).toBe(rewritePage(nextPage));
    expect(readFileSync(path.join(dist, "server", "app", "index.rsc"), "utf8")).toBe(nextPage);
    expect(rewritePrerenderedPages(dist)).toBe(0);
  });
});
