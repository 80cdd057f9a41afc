import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { demoAccounts } from "./support/auth";

/**
 * A plain `next start` of the suite's build with NODE_ENV=production, as an operator would start it:
 * without an upstream it refuses to start and names the setting; `npm start`, as a newcomer runs it, runs
 * the reference upstream in-process with the demo accounts. One cold start each: a fresh store migrates
 * first. What a fresh store does under concurrent reads (one LTI key) and how a forged issuer is logged are
 * the recipe's attack rows and Jest's (lib/lti/store/tool-keys.test.ts, app/api/lti/lti-routes.test.ts).
 */
const nextCli = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
const port = Number(process.env.E2E_PORT || 3100) + 6;

/** `next start` of the build, or with `npm: true` what `npm start` runs (scripts/start.mjs). */
function nextStart(settings: Record<string, string>, { npm = false } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sim-production-start-"));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(port), ...settings };
  for (const key of [
    "UPSTREAM_API_URL",
    "UPSTREAM_ADMIN_API_URL",
    "UPSTREAM_CONTACT_API_URL",
    "EMBEDDED_UPSTREAM",
    "TRUST_PROXY_HOPS",
    "HOSTNAME",
  ]) {
    if (!(key in settings)) delete env[key];
  }
  const args = npm ? [path.join(process.cwd(), "scripts", "start.mjs")] : [nextCli, "start", "--port", String(port)];
  const server = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
  const stop = async () => {
    if (server.exitCode === null) process.kill(-server.pid!, "SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { exited, output: () => output, stop };
}

const secret = { NEXTAUTH_SECRET: "production-start-test-secret-0123456789", NEXTAUTH_URL: `http://localhost:${port}` };

test.describe.configure({ mode: "serial" });

test("without an upstream address or EMBEDDED_UPSTREAM, a production server refuses to start and names the setting", async () => {
  test.setTimeout(60_000);
  const server = nextStart(secret);
  try {
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("EMBEDDED_UPSTREAM");
    expect(server.output()).toContain("The server does not start.");
  } finally {
    await server.stop();
  }
});

/** Waits (up to 3 min: a fresh store migrates first) until the server answers its readiness probe. */
async function untilReady(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      () =>
        request.get("/api/health/ready").then(
          (r) => r.status(),
          () => 0,
        ),
      { timeout: 180_000 },
    )
    .toBe(200);
}

/** A raw request with the headers as given (Playwright's request writes Host itself), its body sent in `chunks`. */
function raw(path: string, options: { method?: string; headers?: Record<string, string>; chunks?: string[] } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end();
  });
}

/** An error answer's message, or the start of whatever else was answered. */
function messageOf(body: string): string {
  try {
    return (JSON.parse(body) as { message: string }).message;
  } catch {
    return body.slice(0, 80);
  }
}

/** Answers whether something accepts TCP connections on `host`:`port`. */
function accepts(host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

test("npm start on a fresh clone listens on 127.0.0.1 only and says so, serves the demo log-in, warns that no trusted proxy is set, answers no other host name (its metrics included), and reads a body of unknown length whole or refuses it", async () => {
  test.setTimeout(240_000);
  // No HOSTNAME: as a shell that does not export one (a container's own HOSTNAME would choose the address).
  const server = nextStart(secret, { npm: true });
  const request = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${port}` });
  try {
    await untilReady(request);
    expect(server.output()).toContain(`Listening on 127.0.0.1:${port} only, because the demo accounts' passwords are public`);
    // Another loopback address is another host to a socket bound to 127.0.0.1: nothing answers there.
    expect(await accepts("127.0.0.1")).toBe(true);
    expect(await accepts("127.0.0.2")).toBe(false);

    const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const { student } = demoAccounts;
    const answer = await request.post("/api/auth/callback/student-credentials", {
      form: { email: student.email, password: student.password, csrfToken, callbackUrl: "/", json: "true" },
    });
    expect(answer.status()).toBe(200);
    const session = (await (await request.get("/api/auth/session")).json()) as { user?: { email: string } };
    expect(session.user?.email).toBe(student.email);
    // The local demo has no proxy in front: no word about TRUST_PROXY_HOPS.
    expect(server.output()).not.toContain("TRUST_PROXY_HOPS");

    // A page elsewhere that rebinds its name to this machine is refused at every step; the metrics too
    // when asked in chunks, which the proxy never sees.
    const rebound = `rebind.attacker.example:${port}`;
    const wrongHost = "This demo site answers only at its own address (localhost). Open it there.";
    for (const [method, path, chunked] of [
      ["GET", "/api/auth/csrf", false],
      ["GET", "/api/documents/toc/game-guide", false],
      ["POST", "/api/trial", false],
      ["GET", "/api/metrics", true],
    ] as const) {
      const answer = await raw(path, {
        method,
        headers: {
          host: rebound,
          origin: `http://${rebound}`,
          "content-type": "application/json",
          ...(chunked ? { "transfer-encoding": "chunked" } : {}),
        },
        chunks: method === "POST" ? ['{"current_trial_game_id":"toc"}'] : [],
      });
      expect([path, answer.status, messageOf(answer.body)]).toEqual([path, 421, wrongHost]);
    }

    // A body sent in chunks of unknown total length is read whole, or refused past the limit: the proxy
    // steps aside for such bodies, so only a real server shows this.
    const json = { "content-type": "application/json", host: `localhost:${port}` };
    const demo = JSON.stringify({ name: "Chunked Sender", email: "chunked@example.org", message: "Sent in two chunks." });
    const whole = await raw("/api/contact", { method: "POST", headers: json, chunks: [demo.slice(0, 20), demo.slice(20)] });
    expect([whole.status, JSON.parse(whole.body)]).toEqual([200, { success: true }]);
    const huge = await raw("/api/contact", { method: "POST", headers: json, chunks: [demo, " ".repeat(100 * 1024)] });
    expect([huge.status, (JSON.parse(huge.body) as { message: string }).message]).toEqual([413, "The request body is too large."]);
  } finally {
    await request.dispose();
    await server.stop();
  }
});
