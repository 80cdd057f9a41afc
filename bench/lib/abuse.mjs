// The bench's abuse run, called by bench/run.mjs as `runAbuse({ site, upstream, root })`
// once the site is built; its result lands under `abuse` in bench/results.json.
//
// It starts its own production server (a plain `next start`) in embedded mode on a fresh DATA_DIR with the rate
// limit on (RATE_LIMIT_POINTS per route and client address per window), then:
//  1. sends 10 000 fuzzed requests (test-support/fuzz.ts, seeded) spread over every route handler, with
//     sessions for the routes that need one; counts 5xx (must be 0), answers that are not JSON, 429s and
//     network errors, per route;
//  2. sends 200 concurrent demo requests (POST /api/contact, kind demo), each with a unique marker, twice:
//     from 200 different client addresses (all must be stored), and from one address (the rate limit
//     answers 429 to all but RATE_LIMIT_POINTS of them);
//  3. stops the server and opens its PGlite folder: every marker answered 200 must be stored exactly once,
//     and no marker answered 429 may be stored.
// The client address: the server trusts one proxy hop here (TRUST_PROXY_HOPS=1, the bench being that
// proxy), so each fuzzed request's X-Forwarded-For gives it its own address and it reaches the body checks.
//
// Alone: `node bench/lib/abuse.mjs [--fuzz N] [--burst N] [--port P] [--seed S]` (needs `next build`).
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fuzzTemplates } from "../../test-support/fuzz-templates.mjs";
import { startBenchServer } from "./server.mjs";

const defaultRoot = path.resolve(import.meta.dirname, "..", "..");
const RATE_LIMIT = { points: 10, windowSeconds: 60 };
// The reference upstream's demo accounts (upstream-reference/src/seed.ts; that module pulls in server-only
// content, so it is not imported here).
const seedAccounts = { student: { email: "student@example.com" }, facilitator: { email: "facilitator@example.com" } };
const seedPassword = "demo-password";

/** Our API routes answer JSON always; next-auth's route may redirect (3xx) when the body lacks json=true. */
const NEXT_AUTH = "/api/auth/callback/student-credentials";

const cookiePairs = (response) => response.headers.getSetCookie().map((line) => line.split(";")[0]);

/** Signs in through next-auth's credentials callback, as the login page does; returns the session cookie. */
async function signIn(base, mode, email, password) {
  const client = `bench-login-${randomUUID()}`;
  const csrfResponse = await fetch(`${base}/api/auth/csrf`, { headers: { "x-forwarded-for": client } });
  const { csrfToken } = await csrfResponse.json();
  const response = await fetch(`${base}/api/auth/callback/${mode}-credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookiePairs(csrfResponse).join("; "),
      origin: base,
      "x-forwarded-for": client,
    },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = cookiePairs(response).find((pair) => pair.startsWith("next-auth.session-token="));
  if (!session) throw new Error(`bench-abuse: ${mode} sign-in failed (${response.status} ${await response.text()})`);
  return { session, csrf: cookiePairs(csrfResponse).join("; ") };
}

/** Runs `count` jobs with at most `concurrency` in flight. */
async function pool(count, concurrency, job) {
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (next < count) {
      const index = next++;
      await job(index);
    }
  });
  await Promise.all(workers);
}

const toBytes = (body) => (typeof body === "string" ? new TextEncoder().encode(body) : body);

function targetsFor({ seedAccounts, seedPassword, cookies, resetEmail }) {
  const body = (path, method, cookie) => ({ path, method, cookie, template: fuzzTemplates[path] });
  return [
    body("/api/contact", "POST"),
    body("/api/trial", "POST", cookies.student),
    body("/api/register", "POST"),
    // The reset route gets this run's own account (registered in runAbuse).
    { ...body("/api/password-reset", "POST"), template: { ...fuzzTemplates["/api/password-reset"], email: resetEmail } },
    body("/api/me", "PUT", cookies.student),
    body("/api/dashboard/current-game", "PUT", cookies.facilitator),
    {
      path: NEXT_AUTH,
      method: "POST",
      cookie: cookies.csrf,
      template: { csrfToken: "x", email: seedAccounts.student.email, password: seedPassword, json: "true" },
    },
    { path: "/api/simulations", method: "GET" },
    { path: "/api/me", method: "GET", cookie: cookies.student },
    { path: "/api/dashboard/games", method: "GET", cookie: cookies.facilitator },
  ];
}

async function fuzzPhase({ base, fuzz, targets, count, seed, concurrency }) {
  const byRoute = {};
  const problems = [];
  const totals = { requests: 0, fiveXX: 0, nonJson: 0, rateLimited: 0, networkErrors: 0, authRedirects: 0 };
  const started = Date.now();

  await pool(count, concurrency, async (index) => {
    const target = targets[index % targets.length];
    const key = `${target.method} ${target.path}`;
    const stats = (byRoute[key] ??= { requests: 0, statuses: {}, fiveXX: 0, nonJson: 0, networkErrors: 0 });
    const headers = { "x-forwarded-for": `198.18.${(index >> 8) & 255}.${index & 255}-${seed}-${index}`, origin: base };
    // Every fifth request of a session route carries a garbage session cookie instead of the real one.
    const garbageCookie = target.cookie && Math.floor(index / targets.length) % 5 === 4;
    const cookie = garbageCookie ? `next-auth.session-token=${fuzz.fuzzCookie(seed, index)}` : target.cookie;
    if (cookie) headers.cookie = cookie;
    let url = `${base}${target.path}`;
    let body;
    let label;
    if (target.method === "GET") {
      const query = fuzz.percentEncodeLoose(fuzz.fuzzCookie(seed + 2, index)).slice(0, 2000);
      url += `?q=${query}`;
      label = "query";
    } else {
      const generated = fuzz.fuzzBody(seed, index, target.template);
      if (generated.contentType !== null) headers["content-type"] = generated.contentType;
      body = toBytes(generated.body);
      label = generated.label;
    }
    stats.requests += 1;
    totals.requests += 1;
    let response;
    let text = "";
    try {
      response = await fetch(url, { method: target.method, headers, body, redirect: "manual" });
      text = await response.text();
    } catch (error) {
      stats.networkErrors += 1;
      totals.networkErrors += 1;
      if (problems.length < 30)
        problems.push({ index, route: key, label, problem: `network: ${error?.cause?.code ?? error?.message ?? error}` });
      return;
    }
    stats.statuses[response.status] = (stats.statuses[response.status] ?? 0) + 1;
    if (response.status === 429) totals.rateLimited += 1;
    if (response.status >= 500) {
      stats.fiveXX += 1;
      totals.fiveXX += 1;
      if (problems.length < 30) problems.push({ index, route: key, label, problem: `status ${response.status}: ${text.slice(0, 160)}` });
      return;
    }
    if (target.path === NEXT_AUTH && response.status >= 300 && response.status < 400) {
      totals.authRedirects += 1;
      return;
    }
    let parsed;
    try {
      parsed = (response.headers.get("content-type") ?? "").startsWith("application/json") ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    const refusalWithoutMessage =
      parsed !== undefined && response.status >= 400 && target.path !== NEXT_AUTH && typeof parsed?.message !== "string";
    if (parsed === undefined || refusalWithoutMessage) {
      stats.nonJson += 1;
      totals.nonJson += 1;
      if (problems.length < 30)
        problems.push({
          index,
          route: key,
          label,
          problem: `${refusalWithoutMessage ? "no message" : "not JSON"} (${response.status}): ${text.slice(0, 120)}`,
        });
    }
  });

  return { seed, ...totals, durationMs: Date.now() - started, concurrency, byRoute, problems };
}

async function burstPhase({ base, count, run, oneClient }) {
  const tag = oneClient ? "one" : "many";
  const client = `198.19.0.1-${run}`;
  const markers = Array.from({ length: count }, (_, i) => `bench-burst-${run}-${tag}-${String(i).padStart(4, "0")}`);
  const statuses = await Promise.all(
    markers.map(async (marker, i) => {
      try {
        const response = await fetch(`${base}/api/contact`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: base,
            "x-forwarded-for": oneClient ? client : `198.19.${(i >> 8) + 1}.${i & 255}-${run}`,
          },
          body: JSON.stringify({ name: `Bench ${i}`, email: `bench${i}@example.org`, message: marker, kind: "demo" }),
        });
        await response.arrayBuffer();
        return response.status;
      } catch {
        return 0;
      }
    }),
  );
  return { tag, markers, statuses };
}

/** Counts the stored copies of every marker, reading the stopped server's PGlite folder. */
async function storedCounts(dataDir, run) {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(path.join(dataDir, "pglite"));
  try {
    const { rows } = await db.query(
      "select message, count(*)::int as n, bool_and(kind = 'demo') as demo from contact_messages where message like $1 group by message",
      [`bench-burst-${run}-%`],
    );
    return new Map(rows.map((row) => [row.message, { n: row.n, demo: row.demo }]));
  } finally {
    await db.close();
  }
}

function judgeBurst({ tag, markers, statuses }, stored) {
  const result = {
    sent: markers.length,
    ok: 0,
    rateLimited: 0,
    other: 0,
    storedOnce: 0,
    missing: 0,
    duplicated: 0,
    notDemo: 0,
    refusedButStored: 0,
  };
  markers.forEach((marker, i) => {
    const status = statuses[i];
    const copies = stored.get(marker);
    if (status === 200) {
      result.ok += 1;
      if (!copies) result.missing += 1;
      else if (copies.n === 1) result.storedOnce += 1;
      else result.duplicated += 1;
      if (copies && !copies.demo) result.notDemo += 1;
    } else {
      if (status === 429) result.rateLimited += 1;
      else result.other += 1;
      if (copies) result.refusedButStored += 1;
    }
  });
  return [tag === "one" ? "fromOneClient" : "fromDistinctClients", result];
}

export async function runAbuse(options = {}) {
  const root = options.root ?? defaultRoot;
  const port = options.port ?? 4103;
  const fuzzCount = options.fuzzCount ?? 10_000;
  const burst = options.burst ?? 200;
  const seed = options.seed ?? 7_2026;
  const concurrency = options.concurrency ?? 16;
  const dataDir = mkdtempSync(path.join(tmpdir(), "sim-abuse-"));
  const run = randomUUID().slice(0, 8);
  console.log(`Abuse: ${fuzzCount} fuzzed requests and 2 × ${burst} concurrent demo requests on :${port} (DATA_DIR ${dataDir})…`);

  let fuzz;
  try {
    const { tsImport } = await import("tsx/esm/api");
    fuzz = await tsImport(pathToFileURL(path.join(root, "test-support", "fuzz.ts")).href, import.meta.url);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    return { abuse: { ok: false, error: `could not load test-support/fuzz.ts: ${error instanceof Error ? error.message : error}` } };
  }

  const server = startBenchServer({
    root,
    port,
    dataDir,
    settings: {
      RATE_LIMIT_POINTS: String(RATE_LIMIT.points),
      RATE_LIMIT_WINDOW_SECONDS: String(RATE_LIMIT.windowSeconds),
      // The bench stands in for one reverse proxy of ours: each request's X-Forwarded-For is its client.
      TRUST_PROXY_HOPS: "1",
    },
  });
  const result = {
    server: { port, dataDir, mode: "embedded (PGlite)", rateLimit: { enabled: true, ...RATE_LIMIT, key: "X-Forwarded-For" } },
  };
  try {
    await server.ready();
    // The first API call opens (creates, migrates, seeds) the database.
    for (let i = 0; i < 60; i++) {
      const response = await fetch(`${server.base}/api/simulations`, { headers: { "x-forwarded-for": `warm-${i}` } }).catch(() => null);
      if (response?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const student = await signIn(server.base, "student", seedAccounts.student.email, seedPassword);
    const facilitator = await signIn(server.base, "facilitator", seedAccounts.facilitator.email, seedPassword);
    // The reset route gets an account of its own: a reset ends that account's sessions.
    const resetEmail = `reset-${run}@example.org`;
    await fetch(`${server.base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.base, "x-forwarded-for": `register-${run}` },
      body: JSON.stringify({
        name: "Reset Target",
        email: resetEmail,
        display_type: "Student",
        password: "secret-123",
        confirmPassword: "secret-123",
        terms: true,
      }),
    });
    const targets = targetsFor({
      seedAccounts,
      seedPassword,
      resetEmail,
      cookies: { student: student.session, facilitator: facilitator.session, csrf: student.csrf },
    });

    result.fuzz = await fuzzPhase({ base: server.base, fuzz, targets, count: fuzzCount, seed, concurrency });
    const bursts = [
      await burstPhase({ base: server.base, count: burst, run, oneClient: false }),
      await burstPhase({ base: server.base, count: burst, run, oneClient: true }),
    ];

    await server.stop();
    const stored = await storedCounts(dataDir, run);
    result.demoBurst = Object.fromEntries(bursts.map((b) => judgeBurst(b, stored)));
    const many = result.demoBurst.fromDistinctClients;
    const one = result.demoBurst.fromOneClient;
    result.ok =
      result.fuzz.fiveXX === 0 &&
      result.fuzz.nonJson === 0 &&
      many.storedOnce === burst &&
      one.storedOnce === one.ok &&
      one.ok <= RATE_LIMIT.points &&
      one.rateLimited === burst - one.ok &&
      many.refusedButStored + one.refusedButStored === 0;
    if (result.fuzz.fiveXX) result.serverLog = server.stderr().slice(-1500);
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    result.serverLog = server.stderr().slice(-1500);
    result.ok = false;
  } finally {
    await server.stop();
    if (result.ok) rmSync(dataDir, { recursive: true, force: true });
  }
  const f = result.fuzz;
  if (f)
    console.log(
      `Abuse: fuzz ${f.requests} requests, ${f.fiveXX} 5xx, ${f.nonJson} not JSON, ${f.rateLimited} 429, ${f.networkErrors} network errors`,
    );
  if (result.demoBurst) console.log(`Abuse: demo bursts ${JSON.stringify(result.demoBurst)}`);
  return { abuse: result };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? Number(process.argv[at + 1]) : undefined;
  };
  const { abuse } = await runAbuse({
    fuzzCount: arg("fuzz"),
    burst: arg("burst"),
    port: arg("port"),
    seed: arg("seed"),
    concurrency: arg("concurrency"),
  });
  console.log(JSON.stringify(abuse, null, 2));
  process.exit(abuse.ok ? 0 : 1);
}
