// What the logs, metrics and request ids cost: this tree's build against the same site built from a commit
// without them, each on a plain `next start` with the in-process upstream, loaded in turn with wrk on a
// prerendered page and on /api/auth/session (no cookie). Run on a quiet machine only:
//   node bench/observability-cost.mjs [commit-without]      (default: the parent of the merge that added them)
// It builds both (into .next-bench here and in a throw-away checkout beside this one), then prints one table and a JSON line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { ensureWrk, loadInterleaved } from "./lib/load.mjs";
import { median } from "./lib/utils.mjs";
import { startBenchServer } from "./lib/server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const without = process.argv[2] || "0b8688e^1";
// The bench's build folder, which tsconfig.json already names (a new one would be added to it by next build).
const distDir = ".next-bench";
const paths = ["/privacy-policy", "/api/auth/session"];
const ports = { with: 4301, without: 4302 };

if (!ensureWrk()) {
  console.error("wrk is needed (apt-get install wrk).");
  process.exit(1);
}

function git(...args) {
  const run = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`git ${args.join(" ")}: ${run.stderr}`);
  return run.stdout.trim();
}

/** The CPU time (user and system) a process has used, from /proc: Linux's clock ticks are 1/100 s. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One wrk run: requests answered and requests per second. */
function wrk(url, seconds, connections) {
  const run = spawnSync("wrk", ["-t2", `-c${connections}`, `-d${seconds}s`, url], { encoding: "utf8", timeout: (seconds + 60) * 1000 });
  const requests = Number(/(\d+) requests in/.exec(run.stdout)?.[1] ?? 0);
  if (!requests) throw new Error(`wrk on ${url} failed:\n${run.stdout}${run.stderr}`);
  return { requests, rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1] ?? 0)) };
}

function build(dir, port) {
  const started = Date.now();
  const run = spawnSync(process.execPath, [path.join(dir, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir, NEXT_PUBLIC_SITE_URL: `http://localhost:${port}` },
  });
  if (run.status !== 0) throw new Error(`next build failed in ${dir}`);
  console.log(`built ${dir} in ${Math.round((Date.now() - started) / 1000)} s`);
}

// Beside this checkout (not inside it, where a second React would be found above the tree), on its file
// system: the build needs a node_modules of its own (Turbopack does not follow a link out of the project),
// made of hard links to this one's.
const otherTree = path.join(root, "..", `.${path.basename(root)}-obs-without`);
rmSync(otherTree, { recursive: true, force: true });
spawnSync("git", ["worktree", "prune"], { cwd: root });
git("worktree", "add", "--detach", otherTree, without);
if (spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(otherTree, "node_modules")]).status !== 0)
  throw new Error("could not link node_modules into the other tree");
const servers = [];
try {
  build(root, ports.with);
  build(otherTree, ports.without);
  for (const [name, dir] of [
    ["with", root],
    ["without", otherTree],
  ]) {
    const server = startBenchServer({
      root: dir,
      port: ports[name],
      dataDir: mkdtempSync(path.join(tmpdir(), `obs-${name}-`)),
      settings: { NEXT_DIST_DIR: distDir, RATE_LIMIT_ENABLED: "false", LOG_LEVEL: "info" },
    });
    servers.push(server);
    await server.ready();
  }
  // Each server answers each path once first. A server that has only ever sent prerendered pages has not yet
  // switched on Node's async hooks, which the first dynamic answer does for good (Next's AsyncLocalStorage)
  // and the request context does at the first request: without this, the comparison would be against a
  // server no production instance stays for more than a moment.
  for (const port of Object.values(ports))
    for (const pathname of paths) await fetch(`http://localhost:${port}${pathname}`).then((r) => r.text());
  // The builds just ran: measure once the machine has settled (load below 1.5, or after two minutes).
  for (let waited = 0; loadavg()[0] >= 1.5 && waited < 120; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5000));
  const load = [loadavg()[0].toFixed(2)];
  const table = [];
  const pids = { with: servers[0].pid, without: servers[1].pid };
  for (const pathname of paths) {
    const urls = { with: `http://localhost:${ports.with}${pathname}`, without: `http://localhost:${ports.without}${pathname}` };
    for (const url of Object.values(urls)) wrk(url, 2, 50);
    // Short rounds in pairs, the order swapped each round: the machine's slow moments (seen here: one round
    // at half the speed of the next) hit both sides of a pair alike, and the ratio is the median of the pairs'.
    const rounds = [];
    for (let round = 0; round < 12; round += 1) {
      const order = round % 2 ? ["without", "with"] : ["with", "without"];
      const pair = {};
      for (const name of order) {
        const cpuBefore = cpuSeconds(pids[name]);
        const run = wrk(urls[name], 4, 50);
        pair[name] = { ...run, cpuMsPerRequest: ((cpuSeconds(pids[name]) - cpuBefore) * 1000) / run.requests };
      }
      rounds.push(pair);
    }
    // Latency one request at a time, so the figure is what a request costs and not time spent queueing.
    const single = await loadInterleaved(urls, { rounds: 3, seconds: 5, connections: 1 });
    table.push({
      pathname,
      rps: { with: median(rounds.map((r) => r.with.rps)), without: median(rounds.map((r) => r.without.rps)) },
      ratio: median(rounds.map((r) => r.with.rps / r.without.rps)),
      cpu: { with: median(rounds.map((r) => r.with.cpuMsPerRequest)), without: median(rounds.map((r) => r.without.cpuMsPerRequest)) },
      p99: { with: single.with.p99, without: single.without.p99 },
      p50: { with: single.with.p50, without: single.without.p50 },
    });
  }
  load.push(loadavg()[0].toFixed(2));
  console.log(`\nwith: ${git("rev-parse", "--short", "HEAD")}; without: ${git("rev-parse", "--short", without)}; load ${load.join(" → ")}`);
  console.log(
    "| path | req/s with | req/s without | with/without (median of 12 pairs) | CPU ms per request, with / without | p50 / p99 one at a time, with (ms) | without (ms) |",
  );
  console.log("|---|---|---|---|---|---|---|");
  for (const row of table)
    console.log(
      `| ${row.pathname} | ${row.rps.with} | ${row.rps.without} | ${row.ratio.toFixed(3)} | ${row.cpu.with.toFixed(3)} / ${row.cpu.without.toFixed(3)} (${((row.cpu.with / row.cpu.without - 1) * 100).toFixed(1)} %) | ${row.p50.with} / ${row.p99.with} | ${row.p50.without} / ${row.p99.without} |`,
    );
  console.log(JSON.stringify({ load, table }));
} finally {
  for (const server of servers) await server.stop();
  spawnSync("git", ["worktree", "remove", "--force", otherTree], { cwd: root });
  if (existsSync(otherTree)) rmSync(otherTree, { recursive: true, force: true });
}
