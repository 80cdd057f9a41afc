// Part of `npm run bench`, run inside the production recipe (`deploy/run.sh -- node bench/lib/recipe.mjs
// OUT.json`, which sets DEPLOY_URL): the site measured where people get it, through nginx in front of the
// instances, with the empty Next page (BENCH_BASELINE_DIR, started here) in the same run: first-load
// JavaScript, Lighthouse, throughput of the pages and of the signed-in session, and the prerendered pages
// against nginx serving the same HTML files alone. Loopback only, each load a bounded 8 s (./load.mjs).
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { load, loadInterleaved } from "./load.mjs";
import { lighthouseInterleaved } from "./lighthouse.mjs";
import { tapReadiness } from "./ready.mjs";
import { loadSession } from "./session.mjs";
import { waitForUrl } from "./utils.mjs";
import { launchBrowser, measureFirstLoadJs } from "./first-load-js.mjs";

const pages = { "/": "index.html", "/privacy-policy": "privacy-policy.html" };
const recipe = process.env.DEPLOY_URL;
const out = process.argv[2];
if (!recipe || !out) throw new Error("usage: deploy/run.sh -- node bench/lib/recipe.mjs OUT.json");

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** nginx alone, as the independent instrument runs it (one worker per core, no log, sendfile), on the HTML the site sends. */
async function startNginxAlone() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  chmodSync(dir, 0o755); // started as root, nginx's workers read as nobody
  mkdirSync(path.join(dir, "html"));
  for (const [route, file] of Object.entries(pages)) {
    const html = await (await fetch(recipe + route, { headers: { "accept-encoding": "identity" } })).text();
    writeFileSync(path.join(dir, "html", file), html);
  }
  const port = await freePort();
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  default_type text/html;
  sendfile on;
  tcp_nopush on;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/html;
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }
}
`,
  );
  const nginx = spawn("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/`);
  return { url, stop: () => (nginx.kill("SIGTERM"), rmSync(dir, { recursive: true, force: true })) };
}

/** The empty Next page, on a port of its own, for the same run. */
async function startBaseline() {
  const dir = process.env.BENCH_BASELINE_DIR;
  if (!dir) throw new Error("BENCH_BASELINE_DIR is not set");
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(dir, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port)], {
    cwd: dir,
    stdio: "ignore",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  const url = `http://localhost:${port}`;
  await waitForUrl(url);
  return { url, stop: () => child.kill("SIGTERM") };
}

const lighthouseRoutes = ["/", "/the-ev-gambit", "/login", "/privacy-policy", "/games-overview"];
// The framework's floor (bench/baseline-app): the empty page with one React button, with a stylesheet too,
// and that page again with the site's response headers (its Cross-Origin-Opener-Policy costs a fresh tab a
// renderer process of its own: bench/history.md, "What the site's headers cost in a fresh tab").
const floorRoutes = ["/with-a-button", "/with-a-stylesheet", "/with-the-site-headers"];
const readyRoutes = ["/", "/the-ev-gambit", "/login", "/privacy-policy"];
const loadRoutes = ["/", "/the-ev-gambit", "/login", "/privacy-policy"];
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);

async function firstLoadJs(baseline) {
  const browser = await launchBrowser();
  try {
    const base = await measureFirstLoadJs(browser, baseline, "/");
    const result = { baseline: base.bytes, routes: {} };
    // Every route of the sitemap (which content/ generates), and the two sign-in pages it leaves out.
    const sitemap = await (await fetch(`${recipe}/sitemap.xml`)).text();
    const routes = [...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname), "/login", "/signup"];
    for (const route of routes) {
      const { bytes, prefetchBytes } = await measureFirstLoadJs(browser, recipe, route);
      result.routes[route] = { bytes, overBaseline: bytes - base.bytes, prefetchBytes };
    }
    return result;
  } finally {
    await browser.close();
  }
}

async function recipeAgainstNginxAlone() {
  const alone = await startNginxAlone();
  try {
    const results = {};
    for (const route of Object.keys(pages)) {
      // Fills the recipe's cache first: the figure is for pages it serves, as it does after the first visitor.
      for (let i = 0; i < 3; i += 1) await (await fetch(recipe + route, { headers: { "accept-encoding": "gzip" } })).arrayBuffer();
      await (await fetch(recipe + route, { headers: { "accept-encoding": "identity" } })).arrayBuffer();
      results[route] = { recipe: await load(recipe + route), nginxAlone: await load(alone.url + route) };
    }
    return results;
  } finally {
    alone.stop();
  }
}

if (spawnSync("nginx", ["-v"]).status !== 0) throw new Error("nginx is not installed");
const baseline = await startBaseline();
try {
  const results = {};
  console.log("First-load JavaScript through the recipe…");
  results.firstLoadJs = await firstLoadJs(baseline.url);
  console.log(`Lighthouse through the recipe (median of ${runs})…`);
  const floorUrls = floorRoutes.map((route) => baseline.url + route);
  const medians = await lighthouseInterleaved([`${baseline.url}/`, ...floorUrls, ...lighthouseRoutes.map((route) => recipe + route)], runs);
  results.lighthouse = {
    baseline: medians.get(`${baseline.url}/`),
    floor: Object.fromEntries(floorRoutes.map((route) => [route, medians.get(baseline.url + route)])),
    routes: Object.fromEntries(lighthouseRoutes.map((route) => [route, medians.get(recipe + route)])),
  };
  console.log("How long each page ignores a tap on a phone (median of 5)…");
  const ready = await tapReadiness([...floorUrls, ...readyRoutes.map((route) => recipe + route)]);
  results.ready = {
    floor: Object.fromEntries(floorRoutes.map((route) => [route, ready.get(baseline.url + route)])),
    routes: Object.fromEntries(readyRoutes.map((route) => [route, ready.get(recipe + route)])),
  };
  console.log("Throughput through the recipe (2 s warm-up, then 3 interleaved rounds of 8 s, 50 connections)…");
  results.throughput = await loadInterleaved({
    baseline: `${baseline.url}/`,
    ...Object.fromEntries(loadRoutes.map((route) => [route, recipe + route])),
  });
  results.session = await loadSession(recipe);
  console.log("The recipe against nginx alone…");
  results.recipe = await recipeAgainstNginxAlone();
  writeFileSync(out, JSON.stringify(results));
} finally {
  baseline.stop();
}
