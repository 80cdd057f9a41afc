import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, request as playwrightRequest } from "@playwright/test";
import { demoAccounts } from "./support/auth";

/**
 * A plain `next start` of the suite's build with NODE_ENV=production, as an operator would start it:
 * without an upstream it refuses to start and names the setting; with EMBEDDED_UPSTREAM=true it runs the
 * reference upstream in-process with the demo accounts.
 */
const nextCli = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
const port = Number(process.env.E2E_PORT || 3100) + 6;

function nextStart(settings: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sim-production-start-"));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, ...settings };
  for (const key of ["UPSTREAM_API_URL", "UPSTREAM_ADMIN_API_URL", "UPSTREAM_CONTACT_API_URL", "EMBEDDED_UPSTREAM", "TRUST_PROXY_HOPS"]) {
    if (!(key in settings)) delete env[key];
  }
  const server = spawn(process.execPath, [nextCli, "start", "--port", String(port)], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
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

test("with EMBEDDED_UPSTREAM=true it serves the demo log-in, and warns that no trusted proxy is set", async () => {
  test.setTimeout(240_000);
  const server = nextStart({ ...secret, EMBEDDED_UPSTREAM: "true" });
  const request = await playwrightRequest.newContext({ baseURL: `http://localhost:${port}` });
  try {
    await expect
      .poll(() => request.get("/api/health/ready").then((r) => r.status(), () => 0), { timeout: 180_000 })
      .toBe(200);
    const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const { student } = demoAccounts;
    const answer = await request.post("/api/auth/callback/student-credentials", {
      form: { email: student.email, password: student.password, csrfToken, callbackUrl: "/", json: "true" },
    });
    expect(answer.status()).toBe(200);
    const session = (await (await request.get("/api/auth/session")).json()) as { user?: { email: string } };
    expect(session.user?.email).toBe(student.email);
    expect(server.output()).toContain("Warning: TRUST_PROXY_HOPS is 0");
  } finally {
    await request.dispose();
    await server.stop();
  }
});
