// The bench's robustness run, called by bench/run.mjs as `runRobustness({ root })` once the
// site is built; its result lands under `robustness` in bench/results.json. It starts its own production
// server (a plain `next start`) in embedded mode on a fresh DATA_DIR, with the
// default limits and no trusted proxy, and sends requests from real loopback addresses (127.0.x.y), so
// the server keys its limits on the TCP peer as in production. Then:
//  1. a 100 KB e-mail to every route that takes one: each answer's time, and how much a page request sent
//     at the same time is delayed over the same page alone;
//  2. a classroom: 200 sign-ups, then 200 log-ins, all from one address within 120 s: none refused;
//  3. a brute force: 1,000 wrong passwords against the demo student from 1,000 addresses: how many
//     reached the password check, and whether the owner then gets in (after the Retry-After it is told).
//
// Alone: `node bench/lib/robustness.mjs [--port P]` (needs `next build`).
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startBenchServer } from "./server.mjs";
import { median, percentile } from "./utils.mjs";

const defaultRoot = path.resolve(import.meta.dirname, "..", "..");
const owner = { email: "student@example.com", password: "demo-password" };
const CLASS_SIZE = 200;
const GUESSES = 1_000;

/** One HTTP request from a chosen loopback source address; resolves { status, headers, body, ms }. */
function send(base, { method = "GET", path: target, body, headers = {}, from = "127.0.0.1", timeoutMs = 60_000 }) {
  const url = new URL(target, base);
  return new Promise((resolve) => {
    const started = performance.now();
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        localAddress: from,
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) => resolve({ status: 0, headers: {}, body: String(error.message), ms: performance.now() - started }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The n-th loopback address other than 127.0.0.1 (127.0.x.y, y never 0 or 255). */
const address = (n) => `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;

async function pool(count, concurrency, work) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

const jsonPost = (pathName, value, extra = {}) => ({
  method: "POST",
  path: pathName,
  body: JSON.stringify(value),
  headers: { "content-type": "application/json", ...extra },
});

/** next-auth's CSRF pair for one log-in (token in the body, its cookie beside it). */
async function csrf(base, from) {
  const answer = await send(base, { path: "/api/auth/csrf", from });
  const token = JSON.parse(answer.body).csrfToken;
  const cookie = [answer.headers["set-cookie"] ?? []]
    .flat()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { token, cookie };
}

async function login(base, { email, password, from, pair }) {
  const { token, cookie } = pair ?? (await csrf(base, from));
  const form = new URLSearchParams({ email, password, csrfToken: token, json: "true", callbackUrl: base });
  const answer = await send(base, {
    method: "POST",
    path: "/api/auth/callback/student-credentials",
    body: form.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    from,
  });
  let error = null;
  try {
    error = new URL(JSON.parse(answer.body).url).searchParams.get("error");
  } catch {
    error = `unreadable answer ${answer.status}`;
  }
  return { ...answer, error };
}

async function hugeEmails(base) {
  const email = `a@${".".repeat(100 * 1024)} `;
  const targets = [
    jsonPost("/api/register", {
      name: "Huge",
      email,
      password: "secret1",
      confirmPassword: "secret1",
      terms: true,
      display_type: "Student",
    }),
    jsonPost("/api/contact", { name: "Huge", email, message: "hi", kind: "demo" }),
    jsonPost("/api/trial", { email, current_trial_game_id: "the-ev-gambit" }),
    jsonPost("/api/password-reset", { email, new_password: "secret1", confirm_password: "secret1" }),
  ];
  // Each route first answers one ordinary bad body: the first request a route ever gets pays for loading and
  // compiling its code (about half a second on a cold 2-core VM), which is not what the 100 KB e-mail is timed for.
  for (const target of targets) await send(base, { ...target, body: "{}", from: "127.0.0.3" });
  const pair = await csrf(base, "127.0.0.1");
  const page = { path: "/privacy-policy" };
  const alone = [];
  for (let i = 0; i < 10; i++) alone.push((await send(base, page)).ms);
  const routes = {};
  const delays = [];
  for (const target of targets) {
    const [answer, during] = await Promise.all([send(base, target), send(base, page)]);
    routes[target.path] = { status: answer.status, ms: Number(answer.ms.toFixed(1)) };
    delays.push(during.ms - median(alone));
  }
  const [loginAnswer, during] = await Promise.all([login(base, { email, password: "x", from: "127.0.0.1", pair }), send(base, page)]);
  routes["/api/auth/callback/student-credentials"] = { status: loginAnswer.status, ms: Number(loginAnswer.ms.toFixed(1)) };
  delays.push(during.ms - median(alone));
  return {
    routes,
    slowestAnswerMs: Number(Math.max(...Object.values(routes).map((r) => r.ms)).toFixed(1)),
    pageAloneMedianMs: Number(median(alone).toFixed(1)),
    pageDelayMaxMs: Number(Math.max(0, ...delays).toFixed(1)),
  };
}

async function classroom(base) {
  const started = performance.now();
  const stamp = Date.now().toString(36);
  const student = (i) => ({ email: `class-${stamp}-${i}@example.org`, password: "classroom-1" });
  const signups = await pool(CLASS_SIZE, 10, (i) =>
    send(
      base,
      jsonPost("/api/register", {
        name: `Student ${i}`,
        ...student(i),
        confirmPassword: "classroom-1",
        terms: true,
        display_type: "Student",
      }),
    ),
  );
  const logins = await pool(CLASS_SIZE, 10, (i) => login(base, { ...student(i), from: "127.0.0.1" }));
  const seconds = (performance.now() - started) / 1000;
  const summary = (answers, ok) => ({
    ok: answers.filter(ok).length,
    refused429: answers.filter((a) => a.status === 429).length,
    other: answers
      .filter((a) => !ok(a) && a.status !== 429)
      .map((a) => `${a.status} ${a.error ?? a.body.slice(0, 80)}`)
      .slice(0, 5),
    p50Ms: Number(median(answers.map((a) => a.ms)).toFixed(1)),
    p99Ms: Number(
      percentile(
        answers.map((a) => a.ms),
        99,
      ).toFixed(1),
    ),
  });
  return {
    seconds: Number(seconds.toFixed(1)),
    signups: summary(signups, (a) => a.status === 200 || a.status === 201),
    logins: summary(logins, (a) => a.status === 200 && !a.error),
  };
}

async function bruteForce(base) {
  const pair = await csrf(base, "127.0.0.1");
  const started = performance.now();
  const guesses = await pool(GUESSES, 10, (i) => login(base, { email: owner.email, password: `guess-${i}`, from: address(i), pair }));
  const seconds = (performance.now() - started) / 1000;
  const reachedCheck = guesses.filter((g) => g.status === 401).length;
  const refused = guesses.filter((g) => g.status === 429).length;
  // The owner, from an address of their own: told how long to wait, waits, and gets in.
  const ownerFrom = "127.0.0.1";
  let ownerAnswer = await login(base, { ...owner, from: ownerFrom });
  const waitSeconds = ownerAnswer.status === 429 ? Number(ownerAnswer.headers["retry-after"]) : 0;
  if (waitSeconds > 0 && waitSeconds <= 300) {
    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000 + 200));
    ownerAnswer = await login(base, { ...owner, from: ownerFrom });
  }
  return {
    guesses: GUESSES,
    addresses: GUESSES,
    seconds: Number(seconds.toFixed(1)),
    reachedPasswordCheck: reachedCheck,
    refused429: refused,
    other: guesses.length - reachedCheck - refused,
    ownerWaitedSeconds: waitSeconds,
    ownerGotIn: ownerAnswer.status === 200 && !ownerAnswer.error,
  };
}

export async function runRobustness({ root = defaultRoot, port = 3610 } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sim-robust-"));
  // 127.0.0.1, not localhost: requests leave from 127.0.x.y, which cannot reach ::1. The default limits,
  // and no trusted proxy: the server keys its limits on the TCP peer.
  const server = startBenchServer({ root, port, dataDir, host: "127.0.0.1", settings: { TRUST_PROXY_HOPS: "0" } });
  const base = server.base;
  try {
    await server.ready();
    // Opens both databases (a cold PGlite takes seconds) before anything is timed.
    await send(base, { path: "/api/simulations", timeoutMs: 180_000 });
    await login(base, { email: "warm-up@example.org", password: "x", from: "127.0.0.2" });
    console.log(`Robustness: 100 KB e-mails, a class of ${CLASS_SIZE}, ${GUESSES} guesses on :${port}…`);
    const robustness = { hugeEmail: await hugeEmails(base), classroom: await classroom(base), bruteForce: await bruteForce(base) };
    return { robustness };
  } catch (error) {
    return { robustness: { error: String(error), serverLog: server.stderr() } };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const portArg = process.argv.indexOf("--port");
  const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 3610;
  console.log(JSON.stringify(await runRobustness({ port }), null, 2));
}
