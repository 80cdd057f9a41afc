// Part of `npm run bench`, run inside the production recipe (`deploy/run.sh -- node scripts/lib/bench-recipe.mjs
// OUT.json`, which sets DEPLOY_URL): requests per second of prerendered pages through the recipe, against
// nginx serving the same HTML files alone, interleaved in one run (issue 14: at least 0.5× nginx alone).
// Loopback only, each load a bounded 8 s, as a client that asks for no compression (wrk's and autocannon's way).
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { waitForUrl } from "./bench-utils.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");
const dist = path.join(root, process.env.NEXT_DIST_DIR || ".next");
const pages = { "/": "index.html", "/privacy-policy": "privacy-policy.html" };
const recipe = process.env.DEPLOY_URL;
const out = process.argv[2];
if (!recipe || !out) throw new Error("usage: deploy/run.sh -- node scripts/lib/bench-recipe.mjs OUT.json");

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** nginx alone, as the independent instrument runs it: one worker per core, no log, sendfile. */
async function startNginxAlone() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  chmodSync(dir, 0o755); // started as root, nginx's workers read as nobody
  mkdirSync(path.join(dir, "html"));
  for (const file of Object.values(pages)) copyFileSync(path.join(dist, "server", "app", file), path.join(dir, "html", file));
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

/** wrk when installed (as the independent instrument): autocannon, one Node thread, tops out below nginx. */
const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;

function load(url) {
  if (hasWrk) {
    const run = spawnSync("wrk", ["-t2", "-c50", "-d8s", "--latency", url], { encoding: "utf8", timeout: 60_000 });
    const figure = (pattern) => Number(pattern.exec(run.stdout)?.[1] ?? 0);
    const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(run.stdout);
    return {
      tool: "wrk",
      requestsPerSecond: Math.round(figure(/Requests\/sec:\s+([\d.]+)/)),
      p99: p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2]] : null,
      errors: figure(/Non-2xx or 3xx responses:\s+(\d+)/) + (/Socket errors/.test(run.stdout) ? 1 : 0),
    };
  }
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: 8 }, (error, result) => {
      if (error) reject(error);
      else resolve({ tool: "autocannon", requestsPerSecond: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx });
    });
  });
}

if (spawnSync("nginx", ["-v"]).status !== 0) throw new Error("nginx is not installed");
const alone = await startNginxAlone();
try {
  const results = {};
  for (const route of Object.keys(pages)) {
    // Fills the recipe's cache first: the figure is for pages it serves, as it does after the first visitor.
    for (let i = 0; i < 3; i += 1) await (await fetch(recipe + route, { headers: { "accept-encoding": "gzip" } })).arrayBuffer();
    await (await fetch(recipe + route, { headers: { "accept-encoding": "identity" } })).arrayBuffer();
    results[route] = { recipe: await load(recipe + route), nginxAlone: await load(alone.url + route) };
  }
  writeFileSync(out, JSON.stringify(results));
} finally {
  alone.stop();
}
