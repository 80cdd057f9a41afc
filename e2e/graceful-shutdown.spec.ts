import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * SIGTERM (what a load balancer's orchestrator sends) to a server started exactly as `npm start` starts
 * it: the request already in flight is answered in full, new connections are refused, then it exits.
 * The site runs in http mode against a stand-in upstream that holds its answer until the test says so.
 * "Refused" is asked on a new connection each time: a kept-alive connection that was busy when the signal
 * came can still be served by a plain `next start` (docs/decisions/plain-next.md), which a reverse proxy
 * retries; what must stop at once is the server taking new connections.
 */
const base = Number(process.env.E2E_PORT || 3100);
const sitePort = base + 2;
const stubPort = base + 3;
const site = `http://127.0.0.1:${sitePort}`;
const games = [{ gameId: "ev-gambit", name: "The EV Gambit" }];

/** One request on a connection of its own: "answered" or "refused". */
function onNewConnection(url: string): Promise<"answered" | "refused"> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false }, (response) => {
      response.resume();
      resolve("answered");
    });
    request.on("error", () => resolve("refused"));
  });
}

test("SIGTERM lets the in-flight request finish, refuses new ones, then the server exits", async () => {
  test.setTimeout(180_000);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  const stub = createServer(async (req, res) => {
    if (req.url?.startsWith("/simulations/ids-names")) {
      arrived();
      await held;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ success: true, data: games }));
  });
  await new Promise<void>((resolve) => stub.listen(stubPort, "127.0.0.1", resolve));
  const dataDir = mkdtempSync(path.join(tmpdir(), "sim-shutdown-"));
  const upstream = `http://127.0.0.1:${stubPort}`;
  // A process group of its own, so that a failed test can still end every process it started.
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(sitePort),
      // The address the suite's build was made for: another one would rebuild .next under the running suite.
      NEXT_PUBLIC_SITE_URL: `http://localhost:${base}`,
      DATA_DIR: dataDir,
      UPSTREAM_API_URL: upstream,
      UPSTREAM_ADMIN_API_URL: upstream,
      UPSTREAM_CONTACT_API_URL: upstream,
      // The held call must outlast the wait for the server to stop listening (up to 20 s on a busy machine):
      // at the default 10 s the site gave up on it with a 504 before the drain was ever tested.
      UPSTREAM_TIMEOUT_MS: "60000",
      NEXTAUTH_SECRET: "shutdown-test-secret-0123456789abcdef",
    },
  });
  let exitedAt = 0;
  const exited = new Promise<void>((resolve) => server.on("exit", () => resolve(void (exitedAt = Date.now()))));
  try {
    await expect
      .poll(
        () =>
          fetch(`${site}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 120_000, intervals: [500] },
      )
      .toBe(200);

    const inFlight = fetch(`${site}/api/simulations`);
    await arrival;
    server.kill("SIGTERM");
    await expect.poll(() => onNewConnection(`${site}/api/health`), { timeout: 20_000 }).toBe("refused");
    expect(exitedAt).toBe(0);

    const releasedAt = Date.now();
    release();
    const answer = await inFlight;
    expect([answer.status, await answer.json()]).toEqual([200, { data: games }]);
    await exited;
    expect(exitedAt).toBeGreaterThanOrEqual(releasedAt);
  } finally {
    release();
    try {
      process.kill(-server.pid!, "SIGKILL");
    } catch {
      // already gone
    }
    await new Promise<void>((resolve) => stub.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
