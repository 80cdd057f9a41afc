import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { statusCounts } from "../test-support/status-counts";
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

/**
 * A raw request with the headers as given (Playwright's request writes Host itself), its body sent in
 * `chunks`, from the loopback address `from` (the server reads the client's address from the TCP peer).
 */
function raw(path: string, options: { method?: string; headers?: Record<string, string>; chunks?: string[]; from?: string } = {}) {
  return new Promise<{ status: number; body: string; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const target = { host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers, localAddress: options.from };
    const req = httpRequest(target, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
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

test.describe("npm start on a fresh clone", () => {
  let server: ReturnType<typeof nextStart>;
  let request: APIRequestContext;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // No HOSTNAME: as a shell that does not export one (a container's own HOSTNAME would choose the address).
    server = nextStart(secret, { npm: true });
    request = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${port}` });
    await untilReady(request);
  });
  test.afterAll(async () => {
    await request?.dispose();
    await server?.stop();
  });

  test("listens on 127.0.0.1 only and says so, serves the demo log-in, warns that no trusted proxy is set, answers no other host name (its metrics included), and reads a body of unknown length whole or refuses it", async () => {
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
    expect([huge.status, messageOf(huge.body)]).toEqual([413, "The request body is too large."]);
  });

  test("a class of 200 behind one address joins its lobby; that address's flood fills only its own places and a student elsewhere gets in; names that hide, pose or repeat are cleaned or refused; guessed codes run out", async () => {
    test.setTimeout(180_000);
    const code = await facilitatorsTrialCode();
    const own = { host: `localhost:${port}`, origin: `http://localhost:${port}`, "content-type": "application/json" };
    const lookUp = (typed: string, from?: string) =>
      raw(`/reference-game/api/sessions/${encodeURIComponent(typed)}`, { headers: own, from });
    const arrive = async (name: string, from?: string) => {
      const body = JSON.stringify({ code, name });
      const headers = { ...own, "content-length": String(Buffer.byteLength(body)) };
      const answer = await raw("/reference-game/api/arrivals", { method: "POST", headers, chunks: [body], from });
      const said = JSON.parse(answer.body) as { name?: string; message?: string; errors?: Record<string, string[]> };
      return { status: answer.status, retryAfter: answer.headers["retry-after"], ...said };
    };

    // The school's one address (this test's own, 127.0.0.1): each student looks the code up and joins, twenty at a time.
    const statuses: number[] = [];
    for (let first = 0; first < 200; first += 20) {
      const students = Array.from({ length: 20 }, (_, i) => `Student ${first + i + 1}`);
      for (const [found, joined] of await Promise.all(students.map(async (name) => [await lookUp(code), await arrive(name)] as const))) {
        statuses.push(found.status, joined.status);
      }
    }
    expect(statusCounts(statuses)).toEqual({ 200: 200, 201: 200 });

    // The same address goes on past its places in the lobby (320 a day): refused in words, never the lobby.
    let flood = 0;
    let refused: Awaited<ReturnType<typeof arrive>> | null = null;
    while (!refused && flood < 200) {
      const answer = await arrive(`Bot ${flood}`);
      if (answer.status === 429) refused = answer;
      else flood += 1;
    }
    expect([flood, refused?.message]).toEqual([
      120,
      "No more names can join this lobby from your network today. Please ask your instructor.",
    ]);
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
    expect(await arrive("Real Student", "127.0.0.2")).toMatchObject({ status: 201, name: "Real Student" });

    // Names, from a phone elsewhere: cleaned of what hides, refused when they pose, repeat or show nothing.
    const phone = "127.0.0.3";
    expect(await arrive("\u202Etxt.exe", phone)).toMatchObject({ status: 201, name: "txt.exe" });
    expect(await arrive("Ana", phone)).toMatchObject({ status: 201, name: "Ana" });
    expect(await arrive("Ana\u200B", phone)).toMatchObject({
      status: 409,
      message: "Someone with this name is already in the lobby. If that is not you, add an initial or your surname.",
    });
    expect(await arrive("Prof. Smith (your instructor)", phone)).toMatchObject({
      status: 400,
      errors: { name: ["Please enter your own name: words like instructor, professor, teacher or admin are not for a student's name."] },
    });
    for (const blank of ["\u3164", "\u2800", "\uFDFD".repeat(60)]) {
      expect(await arrive(blank, phone)).toMatchObject({
        status: 400,
        errors: { name: ["Please enter your name, with at least one letter."] },
      });
    }

    // Guessing codes from one address: "not found" while its misses last (100), then 429; the class's code still opens elsewhere.
    const guesses: number[] = [];
    for (let i = 0; i < 101; i += 1) guesses.push((await lookUp(`EV-${randomBytes(3).toString("hex").toUpperCase()}`, "127.0.0.4")).status);
    expect(statusCounts(guesses)).toEqual({ 404: 100, 429: 1 });
    expect((await lookUp(code, "127.0.0.5")).status).toBe(200);
  });

  /** The demo facilitator signs in and starts a trial of the EV Gambit: its code is a lobby on this site's stand-in game host. */
  async function facilitatorsTrialCode(): Promise<string> {
    const professor = await playwrightRequest.newContext({ baseURL: `http://localhost:${port}` });
    try {
      const { csrfToken } = (await (await professor.get("/api/auth/csrf")).json()) as { csrfToken: string };
      const { facilitator } = demoAccounts;
      const signedIn = await professor.post("/api/auth/callback/facilitator-credentials", {
        form: { email: facilitator.email, password: facilitator.password, csrfToken, callbackUrl: "/", json: "true" },
      });
      expect(signedIn.status()).toBe(200);
      const trial = await professor.post("/api/trial", {
        headers: { origin: `http://localhost:${port}` },
        data: { name: "Demo Facilitator", email: facilitator.email, current_trial_game_id: "ev-gambit" },
      });
      expect(trial.status()).toBe(200);
      return ((await trial.json()) as { session: { code: string } }).session.code;
    } finally {
      await professor.dispose();
    }
  }
});
