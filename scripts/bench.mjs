// `npm run bench`: builds, serves on loopback and measures what users, search engines and ops feel.
// Writes bench/results.json and bench/results.md. See README ("Bench").
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildBaselineApp } from "./lib/baseline-app.mjs";
import { build, nextCli } from "./lib/build.mjs";
import { chromiumArgs, chromiumPath, ensureChromium } from "./lib/chromium.mjs";
import { launchBrowser, measureFirstLoadJs } from "./lib/first-load-js.mjs";
import { ensureWrk, loadInterleaved } from "./lib/bench-load.mjs";
import { canRunRecipe } from "./lib/debian-package.mjs";
import { serverEnv } from "./lib/runtime-env.mjs";
import { median, percentile, waitForUrl } from "./lib/bench-utils.mjs";

const root = path.resolve(import.meta.dirname, "..");
const SITE_PORT = 4100;
const BASELINE_PORT = 4101;
const PROXY_SITE_PORT = 4102;
const UPSTREAM_PORT = 4110;
const site = `http://localhost:${SITE_PORT}`;
const baseline = `http://localhost:${BASELINE_PORT}`;
const lighthouseRoutes = ["/", "/the-ev-gambit", "/login", "/privacy-policy", "/games-overview"];
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const children = [];
const results = { date: new Date().toISOString(), machine: { cores: (await import("node:os")).cpus().length } };

function start(command, args, options) {
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "inherit"], ...options });
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}
process.on("exit", stopAll);
process.on("SIGINT", () => process.exit(130));

async function lighthouse(url) {
  const { default: lh } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    const result = await lh(url, { port: chrome.port, output: "json", logLevel: "error" });
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (lhr.audits["cumulative-layout-shift"]?.numericValue === undefined) throw new Error("no metrics in the report");
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    // Pages kept out of the index on purpose fail `is-crawlable` by design (docs/decisions/seo-on-noindex-pages.md): the
    // checked SEO score counts that one audit as passed; the raw score is kept beside it.
    const keptOut = new URL(lhr.finalDisplayedUrl).pathname.match(/^\/(login|signup|games-overview)$/);
    const seoRefs = lhr.categories.seo?.auditRefs ?? [];
    const seoWeight = seoRefs.reduce((sum, ref) => sum + ref.weight, 0);
    const seoChecked = Math.round(
      (seoRefs.reduce((sum, ref) => {
        const audit = lhr.audits[ref.id];
        const passed = keptOut && ref.id === "is-crawlable" ? 1 : (audit?.score ?? 1);
        return sum + ref.weight * passed;
      }, 0) /
        (seoWeight || 1)) *
        100,
    );
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: seoChecked,
      seoRaw: score("seo"),
      lcp: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
      cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      tbt: Math.round(lhr.audits["total-blocking-time"].numericValue),
      // Lighthouse's own CPU score of this machine at that moment: low means other work was running.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

/** A run whose page did not finish loading has no metrics (lhr.runtimeError); it is run again, twice at most. */
async function lighthouseWithRetry(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`Lighthouse on ${url} failed (${error.message}); running it again.`);
    }
  }
}

const medianOf = (samples) => Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]));

/**
 * Median per metric of `runs` rounds; each round measures the empty page and then every route, so noise
 * on this shared machine hits both alike (as the independent instrument does, and with its settings:
 * Lighthouse's mobile defaults, simulated throttling).
 */
async function lighthouseInterleaved(urls) {
  const samples = new Map(urls.map((url) => [url, []]));
  for (let i = 0; i < runs; i += 1) for (const url of urls) samples.get(url).push(await lighthouseWithRetry(url));
  return new Map([...samples].map(([url, list]) => [url, medianOf(list)]));
}

async function timeRequests(url, count) {
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** Prerendered pages through deploy/run.sh's nginx and two instances, against nginx alone (scripts/lib/bench-recipe.mjs). */
function recipeThroughput() {
  // deploy/run.sh installs nginx and PostgreSQL from Debian's packages when they are missing and it may.
  if (!canRunRecipe())
    return { skipped: "nginx or PostgreSQL is not installed, and this is not root with apt-get to install them" };
  const out = path.join(mkdtempSync(path.join(tmpdir(), "sim-recipe-")), "recipe.json");
  const run = spawnSync("deploy/run.sh", ["--", process.execPath, "scripts/lib/bench-recipe.mjs", out], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (run.status !== 0 || !existsSync(out)) return { failed: `deploy/run.sh exited with ${run.status}` };
  return JSON.parse(readFileSync(out, "utf8"));
}

if (!ensureChromium()) process.exit(1);
if (!ensureWrk()) console.log("wrk is not here: throughput is measured with autocannon, which shares the cores with the server (bench/results.md names the tool).");
// A build of its own, of the sources as they are now, never the one `npm start` serves.
process.env.NEXT_DIST_DIR ||= ".next-bench";
build({ port: SITE_PORT });
console.log("Building the baseline page…");
const baselineDir = buildBaselineApp();

const dataDir = mkdtempSync(path.join(tmpdir(), "sim-bench-"));
// The site as production serves it: a plain `next start` (here on the in-process reference upstream).
const nextStart = (port) => [nextCli, "start", "--port", String(port)];
start(process.execPath, nextStart(SITE_PORT), { cwd: root, env: { ...serverEnv({ port: SITE_PORT, dataDir }), EMBEDDED_UPSTREAM: "true" } });
// Next's own CLI under Node, not npx: npx exits on SIGTERM and left the empty page's server running after the bench.
start(process.execPath, [path.join(baselineDir, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(BASELINE_PORT)], {
  cwd: baselineDir,
  env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
});
await waitForUrl(`${site}/robots.txt`);
await waitForUrl(baseline);

console.log("First-load JavaScript…");
const browser = await launchBrowser();
const baselineJs = await measureFirstLoadJs(browser, baseline, "/");
results.firstLoadJs = { baseline: baselineJs.bytes, routes: {} };
// Every route of the sitemap (which content/ generates), and the two sign-in pages it leaves out.
const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
const jsRoutes = [...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname), "/login", "/signup"];
for (const route of jsRoutes) {
  const { bytes, prefetchBytes } = await measureFirstLoadJs(browser, site, route);
  results.firstLoadJs.routes[route] = { bytes, overBaseline: bytes - baselineJs.bytes, prefetchBytes };
}
await browser.close();

console.log(`Lighthouse (median of ${runs})…`);
const medians = await lighthouseInterleaved([`${baseline}/`, ...lighthouseRoutes.map((route) => `${site}${route}`)]);
results.lighthouse = {
  baseline: medians.get(`${baseline}/`),
  routes: Object.fromEntries(lighthouseRoutes.map((route) => [route, medians.get(`${site}${route}`)])),
};

console.log("Throughput (2 s warm-up, then 3 interleaved rounds of 8 s, 50 connections)…");
// The empty page in the same rounds: the budget is a ratio, as the independent instrument reports it.
results.throughput = await loadInterleaved({
  baseline: `${baseline}/`,
  ...Object.fromEntries(["/", "/the-ev-gambit", "/login", "/privacy-policy"].map((route) => [route, `${site}${route}`])),
});

console.log("Backend-for-frontend cost…");
const upstreamEnv = { ...process.env, UPSTREAM_PORT: String(UPSTREAM_PORT), DATA_DIR: mkdtempSync(path.join(tmpdir(), "sim-up-")) };
start("node", ["scripts/upstream.mjs"], { cwd: root, env: upstreamEnv });
const upstream = `http://127.0.0.1:${UPSTREAM_PORT}`;
await waitForUrl(`${upstream}/simulations/ids-names`);
const proxyEnv = serverEnv({ port: PROXY_SITE_PORT, dataDir: mkdtempSync(path.join(tmpdir(), "sim-px-")) });
for (const key of ["UPSTREAM_API_URL", "UPSTREAM_ADMIN_API_URL", "UPSTREAM_CONTACT_API_URL"])
  proxyEnv[key] = upstream;
start(process.execPath, nextStart(PROXY_SITE_PORT), { cwd: root, env: proxyEnv });
await waitForUrl(`http://localhost:${PROXY_SITE_PORT}/robots.txt`);
await timeRequests(`http://localhost:${PROXY_SITE_PORT}/api/simulations`, 20);
await timeRequests(`${upstream}/simulations/ids-names`, 20);
const viaSite = await timeRequests(`http://localhost:${PROXY_SITE_PORT}/api/simulations`, 300);
const direct = await timeRequests(`${upstream}/simulations/ids-names`, 300);
results.bffOverhead = {
  directMedianMs: Number(median(direct).toFixed(2)),
  directP99Ms: Number(percentile(direct, 99).toFixed(2)),
  viaSiteMedianMs: Number(median(viaSite).toFixed(2)),
  viaSiteP99Ms: Number(percentile(viaSite, 99).toFixed(2)),
  addedMedianMs: Number((median(viaSite) - median(direct)).toFixed(2)),
  addedP99Ms: Number((percentile(viaSite, 99) - percentile(direct, 99)).toFixed(2)),
};

const extra = await import("./lib/bench-abuse.mjs").catch(() => null);
if (extra) Object.assign(results, await extra.runAbuse({ site, upstream, root }));
const robustness = await import("./lib/bench-robustness.mjs");
Object.assign(results, await robustness.runRobustness({ root }));

console.log("Production recipe against nginx alone…");
stopAll(); // the recipe's two instances and nginx get the machine to themselves
results.recipe = recipeThroughput();

const audit = spawnSync("npm", ["audit", "--omit=dev", "--json"], { cwd: root, encoding: "utf8" });
try {
  const report = JSON.parse(audit.stdout);
  const v = report.metadata?.vulnerabilities ?? {};
  results.audit = { reachable: true, high: v.high ?? 0, critical: v.critical ?? 0, moderate: v.moderate ?? 0 };
} catch {
  results.audit = { reachable: false, note: "The registry's audit endpoint did not answer from this machine." };
}

stopAll();
const { checkBudgets } = await import("./lib/bench-budgets.mjs");
results.budgets = checkBudgets(results);
mkdirSync(path.join(root, "bench"), { recursive: true });
writeFileSync(path.join(root, "bench", "results.json"), `${JSON.stringify(results, null, 2)}\n`);
const { toMarkdown } = await import("./lib/bench-report.mjs");
const markdown = toMarkdown(results);
writeFileSync(path.join(root, "bench", "results.md"), markdown);
console.log(`\n${markdown}`);
const broken = results.budgets.filter((verdict) => !verdict.ok);
console.log(broken.length ? `${broken.length} budget(s) broken` : "Every budget holds");
process.exit(broken.length ? 1 : 0);
