// What an operator sees, through the production recipe: run by `deploy/run.sh -- node --test
// deploy/observability.test.mjs` (npm test does, after the recipe's own test). One request followed by its
// id through nginx's access log, the instance's log, the upstream's log and the answer; the metrics
// counting what the test did; the metrics closed to callers through nginx; a scan that cannot multiply
// the series; the upstream stopped showing in the error counter; and a trace received by a local OTLP
// collector from an instance started with OTEL_EXPORTER_OTLP_ENDPOINT.
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { after, describe, test } from "node:test";
import { eventually } from "./eventually.mjs";
import { exchange } from "./load.mjs";

const site = process.env.DEPLOY_URL;
const run = process.env.DEPLOY_RUN;
const instances = (process.env.DEPLOY_INSTANCES ?? "").split(" ").filter(Boolean);
const upstreamUrl = process.env.DEPLOY_UPSTREAM_URL;
assert.ok(site && run && instances.length === 2 && upstreamUrl, "run through deploy/run.sh");
const ctl = (...args) => execFileSync("supervisorctl", ["-c", `${run}/supervisord.conf`, ...args], { encoding: "utf8" }).trim();

// Clients of their own (nginx keys the rate limits on the peer it sees), apart from the other recipe tests'.
let counter = 0;
const nextAddress = () => `127.48.${Math.floor(counter / 250) % 250}.${(counter++ % 250) + 1}`;
const send = (url, options = {}) => exchange(url, { localAddress: nextAddress(), ...options });

const jsonLines = (text) =>
  text
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line));
const siteLog = async () =>
  (await Promise.all(instances.map((url) => readFile(`${run}/site-${new URL(url).port}.log`, "utf8")))).join("\n");

/** Both instances' metrics, summed by series (name and labels as Prometheus writes them). */
async function metrics() {
  const totals = new Map();
  for (const url of instances) {
    const answer = await fetch(`${url}/api/metrics`);
    assert.equal(answer.status, 200, `${url}/api/metrics from loopback, directly`);
    for (const line of (await answer.text()).split("\n")) {
      const match = /^([a-z_:]+(?:\{[^}]*\})?) ([0-9.e+-]+|NaN)$/i.exec(line);
      if (match) totals.set(match[1], (totals.get(match[1]) ?? 0) + Number(match[2]));
    }
  }
  return totals;
}
const delta = (before, after, series) => (after.get(series) ?? 0) - (before.get(series) ?? 0);

async function csrf(cookies = "") {
  const answer = await send(`${site}/api/auth/csrf`, { headers: { cookie: cookies } });
  const cookie = (answer.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");
  return { token: JSON.parse(answer.body).csrfToken, cookie };
}

async function logIn(email, password) {
  const { token, cookie } = await csrf();
  return send(`${site}/api/auth/callback/student-credentials`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ email, password, csrfToken: token, callbackUrl: "/", json: "true" }).toString(),
  });
}

describe("observability through the recipe", () => {
  test("one request's id is in nginx's access line, the instance's lines, the upstream's line and the answer", async (t) => {
    const answer = await send(`${site}/api/simulations`, { headers: { "x-request-id": "chosen-by-the-client-123" } });
    assert.equal(answer.status, 200, answer.body);
    const id = answer.headers["x-request-id"];
    assert.match(id, /^[0-9a-f]{32}$/, "nginx's own id, not the one the client chose");

    const access = await eventually("nginx's access line", async () =>
      jsonLines(await readFile(`${run}/nginx/access.log`, "utf8")).find((line) => line.request_id === id),
    );
    assert.equal(access.uri, "/api/simulations");
    assert.equal(access.status, 200);
    assert.match(access.upstream_addr, /^127\.0\.0\.1:\d+$/);
    assert.match(access.upstream_time, /^\d+\.\d{3}$/);

    const lines = await eventually("the instance's lines", async () => {
      const found = jsonLines(await siteLog()).filter((line) => line.requestId === id);
      return found.some((line) => line.msg === "request") && found;
    });
    const request = lines.find((line) => line.msg === "request");
    assert.deepEqual([request.route, request.method, request.status], ["/api/simulations", "GET", 200]);
    assert.equal(typeof request.durationMs, "number");
    assert.ok(!Number.isNaN(Date.parse(request.time)) && request.level === "info");
    const call = lines.find((line) => line.event === "upstream");
    assert.deepEqual([call.adapter, call.path, call.outcome, call.status], ["http", "/simulations/ids-names", "ok", 200]);

    const upstream = await eventually("the upstream's line", async () =>
      jsonLines(await readFile(`${run}/upstream.log`, "utf8")).find((line) => line.requestId === id),
    );
    assert.equal(upstream.path, "/simulations/ids-names");
    t.diagnostic(`nginx: ${JSON.stringify(access)}`);
    t.diagnostic(`instance: ${JSON.stringify(request)}`);
    t.diagnostic(`upstream: ${JSON.stringify(upstream)}`);
  });

  test("an error body carries the same id as the answer's header", async () => {
    const answer = await send(`${site}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site },
      body: "{not json",
    });
    assert.equal(answer.status, 400);
    assert.equal(JSON.parse(answer.body).requestId, answer.headers["x-request-id"]);
  });

  test("the metrics count a login, a refused login, a mail and an LTI refusal made here", async (t) => {
    const before = await metrics();
    assert.equal((await logIn("student@example.com", "demo-password")).status, 200);
    assert.equal((await logIn("student@example.com", `wrong-${randomUUID()}`)).status, 401);
    const reset = await send(`${site}/api/password-reset`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site },
      body: JSON.stringify({ email: "student@example.com", mode: "student" }),
    });
    assert.equal(reset.status, 200, reset.body);
    const lti = await send(
      `${site}/api/lti/login?${new URLSearchParams({ iss: "https://unknown.example", login_hint: "x", target_link_uri: `${site}/api/lti/launch` })}`,
    );
    assert.equal(lti.status, 403);
    const after = await metrics();
    const counted = {
      ok: delta(before, after, 'logins_total{kind="student",outcome="ok"}'),
      refused: delta(before, after, 'logins_total{kind="student",outcome="refused"}'),
      mail: delta(before, after, 'mails_total{outcome="queued",template="password-reset"}'),
      lti: delta(before, after, 'lti_launches_total{outcome="refused",reason="unknown-issuer"}'),
    };
    // On a failure, every login and mail series that moved, so the log-in's actual outcome is in the report.
    const moved = [...after]
      .filter(([series]) => /^(logins_total|mails_total)/.test(series) && delta(before, after, series) !== 0)
      .map(([series]) => `${series} +${delta(before, after, series)}`);
    assert.deepEqual(counted, { ok: 1, refused: 1, mail: 1, lti: 1 }, moved.join("; "));
    t.diagnostic(
      [...after]
        .filter(([series]) => /^(logins_total|mails_total|lti_launches_total|store_pool_in_use)/.test(series))
        .map(([series, value]) => `${series} ${value}`)
        .join("; "),
    );
  });

  test("no log line of those carries the password, a cookie or the plain address", async () => {
    const text = await siteLog();
    for (const secret of ["demo-password", "student@example.com", "next-auth.session-token", "csrf-token="]) {
      assert.ok(!text.includes(secret), `the instances' log contains ${secret}`);
    }
  });

  test("the metrics are refused through nginx, with or without a wrong token", async () => {
    for (const headers of [{}, { authorization: "Bearer not-the-token-0123456789" }]) {
      const answer = await send(`${site}/api/metrics`, { headers });
      assert.equal(answer.status, 403, answer.body.slice(0, 200));
      assert.doesNotMatch(answer.body, /http_requests_total/);
    }
  });

  // Two thousand is fifty times the handful allowed: a path kept as a label would show at once.
  test("2,000 distinct paths add no more than a handful of series", async (t) => {
    const [target] = instances;
    const seriesOf = async () =>
      (await (await fetch(`${target}/api/metrics`)).text()).split("\n").filter((line) => line.startsWith("http_request")).length;
    const before = await seriesOf();
    let next = 0;
    const statuses = new Map();
    const worker = async () => {
      while (next < 2_000) {
        const i = next++;
        const path = i % 2 ? `/scan-${i}-${randomUUID()}` : `/a/${i}/b/${randomUUID()}?q=${i}`;
        const answer = await fetch(`${target}${path}`, { redirect: "manual" });
        await answer.arrayBuffer();
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    const added = (await seriesOf()) - before;
    t.diagnostic(`statuses ${JSON.stringify(Object.fromEntries(statuses))}; series added: ${added}`);
    assert.ok(added <= 40, `${added} new http_request* series lines`);
  });

  test("the upstream stopped: the upstream-error counter rises", async () => {
    const errors = (totals) =>
      [...totals]
        .filter(([series]) => series.startsWith('upstream_calls_total{operation="GET /simulations/ids-names",outcome="error"'))
        .reduce((sum, [, v]) => sum + v, 0);
    const before = errors(await metrics());
    ctl("stop", "upstream");
    try {
      const answer = await send(`${site}/api/simulations`);
      assert.equal(
        answer.status,
        502,
        `answered by ${answer.headers["x-request-id"] ? "an instance" : "nginx"}: ${answer.body.slice(0, 200)}`,
      );
      assert.equal(JSON.parse(answer.body).requestId, answer.headers["x-request-id"]);
    } finally {
      ctl("start", "upstream");
    }
    assert.equal(errors(await metrics()) - before, 1);
    await eventually("the upstream back", async () => (await fetch(`${upstreamUrl}/healthz`).catch(() => null))?.ok, 20_000);
  });
});

describe("traces", () => {
  const spans = [];
  const collector = createServer((req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      if (req.url === "/v1/traces") {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        for (const resource of body.resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? []) for (const span of scope.spans ?? []) spans.push(span);
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  let child;
  after(async () => {
    child?.kill("SIGTERM");
    collector.close();
  });

  test("an instance started with OTEL_EXPORTER_OTLP_ENDPOINT sends the request's span and its upstream call, with the request id", async (t) => {
    await new Promise((resolve) => collector.listen(0, "127.0.0.1", resolve));
    const endpoint = `http://127.0.0.1:${collector.address().port}`;
    const port = 3048;
    const nextCli = createRequire(import.meta.url).resolve("next/dist/bin/next");
    child = spawn(process.execPath, [nextCli, "start", "--hostname", "127.0.0.1", "--port", String(port)], {
      env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: "200", DATA_DIR: `${run}/site-otel` },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const base = `http://127.0.0.1:${port}`;
    await eventually("the traced instance ready", async () => (await fetch(`${base}/api/health/ready`).catch(() => null))?.ok, 60_000);
    const id = `trace-test-${randomUUID()}`;
    const answer = await fetch(`${base}/api/simulations`, { headers: { "x-request-id": id } });
    assert.equal(answer.status, 200);
    const attr = (span, key) => span.attributes?.find((a) => a.key === key)?.value?.stringValue;
    const server = await eventually(
      "the request's span",
      async () => spans.find((span) => span.kind === 2 && attr(span, "http.request.id") === id),
      10_000,
    ).catch((error) => assert.fail(`${error.message}; instance said: ${output.slice(-2000)}`));
    const client = await eventually("the upstream call's span", async () =>
      spans.find((span) => span.kind === 3 && span.traceId === server.traceId && /ids-names/.test(attr(span, "url.full") ?? "")),
    );
    t.diagnostic(`${spans.length} spans; server "${server.name}", client "${client.name}" in trace ${server.traceId}`);
  });
});
