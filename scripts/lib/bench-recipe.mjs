// Part of `npm run bench`, run inside the production recipe (`deploy/run.sh -- node scripts/lib/bench-recipe.mjs
// OUT.json`, which sets DEPLOY_URL): requests per second of prerendered pages through the recipe, against
// nginx serving the same HTML files alone, interleaved in one run (issue 14: at least 0.5× nginx alone).
// Loopback only, each load a bounded 8 s (./bench-load.mjs).
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { load } from "./bench-load.mjs";
import { waitForUrl } from "./bench-utils.mjs";

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
