// `npm run bench`: builds, serves on loopback and measures what users, search engines and ops feel.
// Pages are measured where people get them: through the production recipe (deploy/run.sh: nginx in front
// of two `next start`), beside the empty Next page (bench/lib/recipe.mjs); the rest (the signed-in
// session on a plain `next start` for comparison, backend-for-frontend cost, abuse, robustness) on
// `next start` of the same build. Writes bench/results.json and bench/results.md. See docs/bench.md.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildBaselineApp } from "./lib/baseline-app.mjs";
import { build, nextCli } from "../scripts/lib/build.mjs";
import { ensureChromium } from "../scripts/lib/chromium.mjs";
import { ensureWrk } from "./lib/load.mjs";
import { loadSession } from "./lib/session.mjs";
import { canRunRecipe } from "../scripts/lib/debian-package.mjs";
import { serverEnv } from "../scripts/lib/runtime-env.mjs";
import { median, percentile, waitForUrl } from "./lib/utils.mjs";
import { sectionOf } from "./lib/hall/report.mjs";

// `npm run bench -- lecture-hall`: a bench of its own (a class joining at once, through the recipe).
if (process.argv[2] === "lecture-hall") await import("./lecture-hall.mjs");

if (process.argv.includes("--help")) {
  console.log(`npm run bench: builds the site into .next-bench and measures it through the production recipe
(deploy/run.sh) and on a plain next start, on loopback; about fifteen minutes on two cores. Writes
bench/results.json and bench/results.md and exits 1 when a budget is broken (docs/bench.md).
npm run bench -- lecture-hall: a class of 300 joining at once through the recipe (bench/lecture-hall.mjs).`);
  process.exit(0);
}

const root = path.resolve(import.meta.dirname, "..");
const SITE_PORT = 4100;
const PROXY_SITE_PORT = 4102;
const UPSTREAM_PORT = 4110;
// The recipe's own ports (nginx, two instances, the upstream service, PostgreSQL).
const RECIPE = { DEPLOY_PORT: "4180", DEPLOY_SITE_PORTS: "4181 4182", DEPLOY_UPSTREAM_PORT: "4183", DEPLOY_PG_PORT: "4184" };
const site = `http://localhost:${SITE_PORT}`;
const children = [];
const git = (...args) => spawnSync("git", args, { cwd: root, encoding: "utf8" }).stdout.trim();
const results = {
  date: new Date().toISOString(),
  machine: { cores: (await import("node:os")).cpus().length },
  measured: {
    commit: git("rev-parse", "HEAD") || "unknown",
    uncommittedChanges: git("status", "--porcelain", "--untracked-files=no") !== "",
    server: "deploy/run.sh: nginx in front of two `next start` instances, the reference upstream as its own service",
  },
};

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

/** Everything a visitor gets, through deploy/run.sh's nginx and two instances (bench/lib/recipe.mjs). */
function throughTheRecipe(baselineDir) {
  // deploy/run.sh installs nginx and PostgreSQL from Debian's packages when they are missing and it may.
  if (!canRunRecipe()) return { skipped: "nginx or PostgreSQL is not installed, and this is not root with apt-get to install them" };
  const out = path.join(mkdtempSync(path.join(tmpdir(), "sim-recipe-")), "recipe.json");
  const run = spawnSync("deploy/run.sh", ["--", process.execPath, "bench/lib/recipe.mjs", out], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...RECIPE, UPSTREAM_DEMO_ACCOUNTS: "true", BENCH_BASELINE_DIR: baselineDir },
  });
  if (run.status !== 0 || !existsSync(out)) return { failed: `deploy/run.sh exited with ${run.status}` };
  return JSON.parse(readFileSync(out, "utf8"));
}

if (!ensureChromium()) process.exit(1);
if (!ensureWrk())
  console.log(
    "wrk is not here: throughput is measured with autocannon, which shares the cores with the server (bench/results.md names the tool).",
  );
// A build of its own, of the sources as they are now, for the recipe's address; never the one `npm start` serves.
process.env.NEXT_DIST_DIR ||= ".next-bench";
build({ port: Number(RECIPE.DEPLOY_PORT) });
console.log("Building the baseline page…");
const baselineDir = buildBaselineApp();

console.log("Through the production recipe…");
const recipe = throughTheRecipe(baselineDir);
if (recipe.skipped || recipe.failed) results.recipe = recipe;
else Object.assign(results, recipe);

const dataDir = mkdtempSync(path.join(tmpdir(), "sim-bench-"));
// The same build on a plain `next start` (here on the in-process reference upstream).
const nextStart = (port) => [nextCli, "start", "--port", String(port)];
start(process.execPath, nextStart(SITE_PORT), {
  cwd: root,
  env: { ...serverEnv({ port: SITE_PORT, dataDir }), EMBEDDED_UPSTREAM: "true" },
});
await waitForUrl(`${site}/robots.txt`);
console.log("The signed-in session on a plain next start…");
results.sessionPlainNextStart = await loadSession(site);

console.log("Backend-for-frontend cost…");
const upstreamEnv = { ...process.env, UPSTREAM_PORT: String(UPSTREAM_PORT), DATA_DIR: mkdtempSync(path.join(tmpdir(), "sim-up-")) };
start("node", ["scripts/upstream.mjs"], { cwd: root, env: upstreamEnv });
const upstream = `http://127.0.0.1:${UPSTREAM_PORT}`;
await waitForUrl(`${upstream}/simulations/ids-names`);
const proxyEnv = serverEnv({ port: PROXY_SITE_PORT, dataDir: mkdtempSync(path.join(tmpdir(), "sim-px-")) });
for (const key of ["UPSTREAM_API_URL", "UPSTREAM_ADMIN_API_URL", "UPSTREAM_CONTACT_API_URL"]) proxyEnv[key] = upstream;
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

const extra = await import("./lib/abuse.mjs").catch(() => null);
if (extra) Object.assign(results, await extra.runAbuse({ site, upstream, root }));
const robustness = await import("./lib/robustness.mjs");
Object.assign(results, await robustness.runRobustness({ root }));

const audit = spawnSync("npm", ["audit", "--omit=dev", "--json"], { cwd: root, encoding: "utf8" });
try {
  const report = JSON.parse(audit.stdout);
  const v = report.metadata?.vulnerabilities ?? {};
  results.audit = { reachable: true, high: v.high ?? 0, critical: v.critical ?? 0, moderate: v.moderate ?? 0 };
} catch {
  results.audit = { reachable: false, note: "The registry's audit endpoint did not answer from this machine." };
}

stopAll();
const { checkBudgets } = await import("./lib/budgets.mjs");
results.budgets = checkBudgets(results);
mkdirSync(path.join(root, "bench"), { recursive: true });
writeFileSync(path.join(root, "bench", "results.json"), `${JSON.stringify(results, null, 2)}\n`);
const { toMarkdown } = await import("./lib/report.mjs");
const markdown = toMarkdown(results);
// The lecture-hall bench's section (npm run bench -- lecture-hall) is its own: kept as it was.
const resultsFile = path.join(root, "bench", "results.md");
const hall = existsSync(resultsFile) ? sectionOf(readFileSync(resultsFile, "utf8")) : "";
writeFileSync(resultsFile, hall ? `${markdown}\n${hall}\n` : markdown);
console.log(`\n${markdown}`);
const broken = results.budgets.filter((verdict) => !verdict.ok);
console.log(broken.length ? `${broken.length} budget(s) broken` : "Every budget holds");
process.exit(broken.length ? 1 : 0);
