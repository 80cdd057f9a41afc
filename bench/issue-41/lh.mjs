// lh.mjs RUNS METHOD URL...: Lighthouse mobile defaults, METHOD = simulate | devtools, URLs interleaved per round;
// prints per URL the medians of score, FCP, LCP, CLS, TBT, Speed Index and the samples. BLOCK=pattern refuses
// the matching requests (Lighthouse's blockedUrlPatterns, `*` as wildcard): what a part of the page costs;
// CHROME_FLAGS adds Chromium flags (e.g. --force-prefers-reduced-motion).
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
const { default: lh } = await import(require.resolve("lighthouse"));
const chromeLauncher = await import(require.resolve("chrome-launcher"));
const [runsArg, method, ...urls] = process.argv.slice(2);
const runs = Number(runsArg);
const samples = new Map(urls.map((u) => [u, []]));
const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
for (let i = 0; i < runs; i++)
  for (const url of urls) {
    const chrome = await chromeLauncher.launch({
      chromePath: "/usr/bin/chromium",
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-background-networking",
        ...(process.env.CHROME_FLAGS ? process.env.CHROME_FLAGS.split(" ") : []),
      ],
    });
    try {
      const { lhr } = await lh(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        throttlingMethod: method,
        ...(process.env.BLOCK ? { blockedUrlPatterns: process.env.BLOCK.split(",") } : {}),
      });
      const a = (id) => lhr.audits[id].numericValue;
      samples.get(url).push({
        score: Math.round(lhr.categories.performance.score * 100),
        fcp: Math.round(a("first-contentful-paint")),
        lcp: Math.round(a("largest-contentful-paint")),
        cls: Number((a("cumulative-layout-shift") ?? -1).toFixed(3)),
        err: lhr.runtimeError?.code ?? "",
        tbt: Math.round(a("total-blocking-time")),
        si: Math.round(a("speed-index")),
        bi: Math.round(lhr.environment.benchmarkIndex),
      });
    } catch (e) {
      console.error(url, e.message);
    } finally {
      await chrome.kill();
    }
  }
for (const [url, list] of samples) {
  if (!list.length) continue;
  const med = Object.fromEntries(Object.keys(list[0]).map((k) => [k, median(list.map((s) => s[k]))]));
  console.log(
    `${method} ${url} median ${JSON.stringify(med)} | scores ${list.map((s) => s.score).join(",")} lcp ${list.map((s) => s.lcp).join(",")}`,
  );
}
