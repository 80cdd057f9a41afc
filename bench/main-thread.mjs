// The home page's main thread against the framework's floors, in one sitting, through the production recipe:
//
//   NEXT_DIST_DIR=.next-bench UPSTREAM_DEMO_ACCOUNTS=true RATE_LIMIT_ENABLED=false \
//     deploy/run.sh -- node bench/main-thread.mjs [OUT.json]
//
// (after a build into .next-bench, as `npm run bench` makes it). The floors are bench/baseline-app's empty
// page and its styled page (the site's global stylesheet and one button), built here unless
// BENCH_BASELINE_DIR names a built copy, and served by `next start` beside the recipe. Per page: simulated
// Lighthouse (mobile defaults, median of BENCH_RUNS, 5) and Chrome's trace of the first five seconds on a
// phone profile (CPU ×4, median of 3), all interleaved. BENCH_WITHOUT_SCRIPTS=1 adds each page without
// its scripts (its markup and stylesheets alone). Loopback only.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg } from "node:os";
import path from "node:path";
import { buildBaselineApp } from "./lib/baseline-app.mjs";
import { launchBrowser } from "./lib/first-load-js.mjs";
import { lighthouseInterleaved } from "./lib/lighthouse.mjs";
import { mainThreadInterleaved } from "./lib/main-thread-trace.mjs";
import { startWithoutScripts } from "./lib/without-scripts.mjs";
import { waitForUrl } from "./lib/utils.mjs";

const recipe = process.env.DEPLOY_URL;
if (!recipe) throw new Error("run inside the recipe: deploy/run.sh -- node bench/main-thread.mjs [OUT.json]");
const runs = Number(process.env.BENCH_RUNS || 5);
const traceRuns = Number(process.env.BENCH_TRACE_RUNS || 3);
const sitePages = (process.env.BENCH_PAGES || "/,/the-ev-gambit,/login").split(",");
// Each page again without its scripts (./lib/without-scripts.mjs): its markup and stylesheets alone.
const alsoWithoutScripts = process.env.BENCH_WITHOUT_SCRIPTS === "1";

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const baselineDir = process.env.BENCH_BASELINE_DIR || buildBaselineApp();
const port = await freePort();
const baseline = spawn(process.execPath, [path.join(baselineDir, "node_modules/next/dist/bin/next"), "start", "-p", String(port)], {
  cwd: baselineDir,
  stdio: "ignore",
  env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
});
const floor = `http://localhost:${port}`;
const stripped = alsoWithoutScripts ? await startWithoutScripts(recipe) : null;
try {
  await waitForUrl(floor);
  const pages = { "empty page": `${floor}/`, "styled floor": `${floor}/with-a-stylesheet` };
  for (const route of sitePages) pages[route] = recipe + route;
  if (stripped) for (const route of sitePages) pages[`${route} without scripts`] = stripped.url(route);
  const urls = Object.values(pages);
  // Every page once before measuring: the recipe's cache and each server's first answers are warm.
  for (const url of urls) await (await fetch(url)).arrayBuffer();
  const loadBefore = loadavg()[0];
  console.log(`Lighthouse, ${runs} interleaved rounds…`);
  const lighthouse = await lighthouseInterleaved(urls, runs);
  if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify({ lighthouse: Object.fromEntries(lighthouse) }, null, 2));
  console.log(`Chrome's trace, ${traceRuns} interleaved rounds…`);
  const browser = await launchBrowser();
  let trace;
  try {
    trace = await mainThreadInterleaved(browser, urls, traceRuns);
  } finally {
    await browser.close();
  }
  const loadAfter = loadavg()[0];
  const styled = lighthouse.get(pages["styled floor"]);
  const rows = Object.entries(pages).map(([name, url]) => {
    const lh = lighthouse.get(url);
    const tr = trace.get(url);
    return {
      page: name,
      ...lh,
      trace: tr,
      tbtOverStyledFloor: Number((lh.tbt / Math.max(styled.tbt, 1)).toFixed(2)),
      scoreVsStyledFloor: lh.performance - styled.performance,
    };
  });
  console.log(`\nload average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after\n`);
  console.log(
    "| page | score (vs styled floor) | TBT ms (× styled floor) | LCP ms | scripting ms | style and layout ms | trace: scripting / rendering / parsing ms, blocking ms | benchmarkIndex |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of rows)
    console.log(
      `| ${r.page} | ${r.performance} (${r.scoreVsStyledFloor >= 0 ? "+" : ""}${r.scoreVsStyledFloor}) | ${r.tbt} (${r.tbtOverStyledFloor}×) | ${r.lcp} | ${r.scripting} | ${r.styleLayout} | ${r.trace.scripting} / ${r.trace.rendering} / ${r.trace.parsing}, ${r.trace.blocking} | ${r.benchmarkIndex} |`,
    );
  if (process.argv[2])
    writeFileSync(process.argv[2], JSON.stringify({ date: new Date().toISOString(), loadBefore, loadAfter, rows }, null, 2));
} finally {
  baseline.kill("SIGTERM");
  stripped?.close();
}
