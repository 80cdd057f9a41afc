// A plain `next start` of the bench's build for one bench run: the in-process reference upstream on a fresh
// DATA_DIR, rate limits on, in its own process group so that stopping it stops every process it started.
import { spawn } from "node:child_process";
import path from "node:path";
import { waitForUrl } from "./utils.mjs";
import { serverEnv } from "../../scripts/lib/runtime-env.mjs";

// Settings of the shell that would point the run at another database or upstream, or change its limits.
const inherited = [
  "DATABASE_URL",
  "UPSTREAM_API_URL",
  "UPSTREAM_ADMIN_API_URL",
  "UPSTREAM_CONTACT_API_URL",
  "RATE_LIMIT_POINTS",
  "RATE_LIMIT_WINDOW_SECONDS",
];

/**
 * Starts the server with `settings` added to its environment. Answers `{ base, ready, stop, stderr }`:
 * `ready()` waits until it answers, `stop()` ends it (SIGTERM, SIGKILL after 10 s), `stderr()` is the end
 * of its log. `host` is the address `base` names (127.0.0.1 for requests sent from other loopback addresses).
 */
export function startBenchServer({ root, port, dataDir, settings = {}, host = "localhost" }) {
  const env = serverEnv({ port, dataDir });
  for (const key of inherited) delete env[key];
  Object.assign(env, { NEXTAUTH_URL: `http://localhost:${port}`, RATE_LIMIT_ENABLED: "true", EMBEDDED_UPSTREAM: "true", ...settings });
  // The checkout's own Next (a second checkout beside this one has its own copy).
  const nextCli = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [nextCli, "start", "--port", String(port)], {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
      return true;
    } catch {
      return false; // already gone
    }
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (!signal("SIGTERM")) return;
    const timer = setTimeout(() => signal("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  process.once("exit", () => signal("SIGKILL"));
  const base = `http://${host}:${port}`;
  return { base, pid: child.pid, ready: (timeoutMs = 120_000) => waitForUrl(`${base}/robots.txt`, timeoutMs), stop, stderr: () => stderr };
}
