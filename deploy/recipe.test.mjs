// The production recipe's test: run by `deploy/run.sh -- node --test deploy/recipe.test.mjs` (npm test and
// .ci/run do this when nginx and PostgreSQL can be had, with UPSTREAM_DEMO_ACCOUNTS=true). Two instances
// behind nginx on one PostgreSQL must behave as one site.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { after, describe, test } from "node:test";
import pg from "pg";
import { chromiumArgs, chromiumPath } from "../scripts/lib/chromium.mjs";
import { cookieJar } from "./cookie-jar.mjs";

const site = process.env.DEPLOY_URL;
const instances = (process.env.DEPLOY_INSTANCES ?? "").split(" ").filter(Boolean);
assert.ok(site && instances.length === 2, "run through deploy/run.sh, which sets DEPLOY_URL and DEPLOY_INSTANCES");
const [one, two] = instances;
/** The reference upstream's database, where demo requests are stored. */
const upstreamDb = new pg.Pool({ connectionString: process.env.DEPLOY_UPSTREAM_DATABASE_URL, max: 2 });
after(() => upstreamDb.end());

const student = { email: "student@example.com", password: "demo-password" };
let addressCounter = 0;
/** A client address of its own per call (the rate limit keys on it), from the loopback range, unless one is given. */
const clientAddress = () => `127.203.113.${(addressCounter++ % 250) + 1}, 127.51.100.${Math.floor(Math.random() * 250) + 1}`;

async function signIn(base, account, cookies = cookieJar()) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  cookies.take(csrf.headers.getSetCookie());
  const { csrfToken } = await csrf.json();
  const answer = await fetch(`${base}/api/auth/callback/student-credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies.header(), "x-forwarded-for": clientAddress() },
    body: new URLSearchParams({ ...account, csrfToken, callbackUrl: "/", json: "true" }),
  });
  cookies.take(answer.headers.getSetCookie());
  assert.ok(cookies.has("next-auth.session-token"), `sign-in on ${base} set no session cookie (status ${answer.status})`);
  return cookies;
}

async function signOut(base, cookies) {
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers: { cookie: cookies.header() } });
  cookies.take(csrf.headers.getSetCookie());
  const { csrfToken } = await csrf.json();
  const answer = await fetch(`${base}/api/auth/signout`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies.header() },
    body: new URLSearchParams({ csrfToken, callbackUrl: "/", json: "true" }),
  });
  assert.ok(answer.status < 400, `sign-out on ${base} answered ${answer.status}`);
}

/** A demo request sent from another loopback address, so nginx sees another client. */
function demoFrom(localAddress, marker, headers = {}) {
  const body = JSON.stringify({ name: "Recipe Test", email: "recipe@example.org", message: marker, kind: "demo" });
  return new Promise((resolve, reject) => {
    const url = new URL(`${site}/api/contact`);
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), host: url.host, ...headers },
      },
      (res) => res.resume().on("end", () => resolve(res.statusCode)),
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The local addresses listening on `port`, from the kernel's socket tables (IPv4 and IPv6). */
async function listeners(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const found = [];
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const rows = (await readFile(file, "utf8").catch(() => "")).split("\n").slice(1);
    for (const row of rows) {
      const [, local, , state] = row.trim().split(/\s+/);
      if (state !== "0A" || !local?.endsWith(`:${hexPort}`)) continue; // 0A: LISTEN
      const address = local.split(":")[0];
      found.push(address === "0100007F" ? "127.0.0.1" : address);
    }
  }
  return found;
}

const me = (base, cookie) => fetch(`${base}/api/me`, { headers: { cookie } });

function demo(base, marker, address = clientAddress()) {
  return fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ name: "Recipe Test", email: "recipe@example.org", message: marker, kind: "demo" }),
  });
}

describe("two instances behind nginx on one PostgreSQL", () => {
  test("each instance is alive and ready", async () => {
    for (const base of instances) {
      const live = await fetch(`${base}/api/health`);
      assert.deepEqual([live.status, await live.json()], [200, { status: "ok" }]);
      const ready = await fetch(`${base}/api/health/ready`);
      assert.deepEqual([ready.status, (await ready.json()).status], [200, "ready"]);
    }
  });

  test("a session signed in on one instance is used on the other", async () => {
    const cookies = await signIn(one, student);
    const answer = await me(two, cookies.header());
    assert.equal(answer.status, 200);
    assert.equal((await answer.json()).user.email, student.email);
  });

  test("signing out on one instance ends the session on the other", async () => {
    const cookies = await signIn(one, student);
    const kept = cookies.header();
    assert.equal((await me(two, kept)).status, 200);
    await signOut(one, cookies);
    const after = await me(two, kept);
    assert.equal(after.status, 401);
    assert.equal((await after.json()).user, undefined);
  });

  test("a rate limit spent across both instances holds as one (10 demo requests a minute per client)", async () => {
    const address = `127.192.2.${Math.floor(Math.random() * 250) + 1}`;
    const marker = `rate-${randomUUID()}`;
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await demo(i % 2 ? two : one, `${marker}-${i}`, address)).status);
    assert.deepEqual(
      statuses.map((s) => (s === 429 ? "refused" : s === 200 ? "accepted" : s)).sort(),
      [...Array(10).fill("accepted"), ...Array(2).fill("refused")].sort(),
    );
  });

  test("200 demo requests spread over both instances are stored exactly once each", async () => {
    const marker = `spread-${randomUUID()}`;
    const messages = Array.from({ length: 200 }, (_, i) => `${marker}-${i}`);
    const statuses = [];
    for (let start = 0; start < messages.length; start += 25) {
      const batch = messages.slice(start, start + 25).map((message, i) => demo((start + i) % 2 ? two : one, message));
      statuses.push(...(await Promise.all(batch)).map((r) => r.status));
    }
    assert.deepEqual([...new Set(statuses)], [200]);
    const { rows } = await upstreamDb.query(
      "select message, count(*)::int as n from contact_messages where message like $1 group by message",
      [`${marker}-%`],
    );
    assert.equal(rows.length, 200);
    assert.deepEqual([...new Set(rows.map((row) => row.n))], [1]);
  });
});

describe("nginx in front", () => {
  test("keeps a prerendered page as its Cache-Control allows, and compresses it", async () => {
    const path = `/privacy-policy`;
    await fetch(`${site}${path}`);
    const again = await fetch(`${site}${path}`, { headers: { "accept-encoding": "gzip" } });
    assert.equal(again.status, 200);
    assert.equal(again.headers.get("x-cache-status"), "HIT");
    assert.equal(again.headers.get("content-encoding"), "gzip");
    assert.match(await again.text(), /Privacy Policy/);
    const plain = await fetch(`${site}${path}`, { headers: { "accept-encoding": "identity" } });
    assert.deepEqual([plain.status, plain.headers.get("content-encoding")], [200, null]);
    assert.match(await plain.text(), /Privacy Policy/);
  });

  test("answers a cached page at once on a kept-alive connection, compressed or plain (no wait for a delayed ACK)", async () => {
    for (const encoding of ["gzip", "identity"]) {
      const get = async () => {
        const started = performance.now();
        const answer = await fetch(`${site}/`, { headers: { "accept-encoding": encoding } });
        await answer.arrayBuffer();
        return { ms: performance.now() - started, cache: answer.headers.get("x-cache-status") };
      };
      await get();
      const times = [];
      for (let i = 0; i < 20; i++) {
        const { ms, cache } = await get();
        assert.equal(cache, "HIT", `${encoding}: request ${i} was not served from the cache`);
        times.push(ms);
      }
      times.sort((a, b) => a - b);
      // A stalled answer takes 40 ms or more (the client's delayed ACK); a cached one about a millisecond.
      assert.ok(times[10] < 20, `${encoding}: median ${times[10].toFixed(1)} ms over 20 requests`);
    }
  });

  test("never keeps an API answer or a signed-in visitor's page", async () => {
    await fetch(`${site}/api/simulations`);
    const api = await fetch(`${site}/api/simulations`);
    assert.equal(api.headers.get("cache-control"), "no-store");
    assert.notEqual(api.headers.get("x-cache-status"), "HIT");

    await fetch(`${site}/login`);
    const anonymous = await fetch(`${site}/login`, { redirect: "manual" });
    assert.equal(anonymous.status, 200);
    const cookies = await signIn(site, student);
    const signedIn = await fetch(`${site}/login`, { redirect: "manual", headers: { cookie: cookies.header() } });
    assert.equal(signedIn.headers.get("x-cache-status"), "BYPASS");
    assert.equal(signedIn.status, 307);
  });

  test("bypasses the cache for every cookie next-auth would read as a session, chunked or renamed", async () => {
    await fetch(`${site}/privacy-policy`);
    for (const name of [
      "next-auth.session-token",
      "__Secure-next-auth.session-token.0",
      "next-auth.session-token.x",
      "next-auth.session-tokenZ",
    ]) {
      const answer = await fetch(`${site}/privacy-policy`, { headers: { cookie: `theme=dark; ${name}=anything` } });
      assert.equal(answer.headers.get("x-cache-status"), "BYPASS", name);
    }
    const other = await fetch(`${site}/privacy-policy`, { headers: { cookie: "next-auth.csrf-token=abc; theme=dark" } });
    assert.equal(other.headers.get("x-cache-status"), "HIT");
  });

  test("an over-long address gets a JSON 414 from nginx before Next; a long query that fits still reaches Next", async () => {
    const long = await fetch(`${site}/login/?x=${"a".repeat(6_000)}`, { redirect: "manual" });
    assert.equal(long.status, 414);
    assert.deepEqual(await long.json(), { message: "The address is too long." });
    // An address of ordinary length with a long query still reaches Next (its redirect fits the buffers).
    const redirect = await fetch(`${site}/login/?x=${"a".repeat(1_900)}`, { redirect: "manual" });
    assert.equal(redirect.status, 308);
    assert.equal(redirect.headers.get("x-error-source"), null);
  });

  test("keeps build assets a year, compressed, from the instances' own answers", async () => {
    const html = await (await fetch(`${site}/`)).text();
    const asset = html.match(/\/_next\/static\/[^"']+\.js/)?.[0];
    assert.ok(asset, "the home page names a script under /_next/static/");
    await fetch(`${site}${asset}`, { headers: { "accept-encoding": "gzip" } }).then((r) => r.arrayBuffer());
    const answer = await fetch(`${site}${asset}`, { headers: { "accept-encoding": "gzip" } });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get("cache-control"), "public, max-age=31536000, immutable");
    assert.equal(answer.headers.get("content-encoding"), "gzip");
    assert.equal(answer.headers.get("x-cache-status"), "HIT");
  });

  test("the client's address is the peer nginx sees: a forged X-Forwarded-For buys no budget, and spends no one else's", async () => {
    // nginx overwrites X-Forwarded-For with its peer; with TRUST_PROXY_HOPS=1 the instances key on it. 25
    // requests are more than two instances' 10 each, so this holds whether or not they share their counters.
    const marker = `forged-${randomUUID()}`;
    const statuses = [];
    // From a loopback address of its own: the budget it spends is no other test's (the rollout's browser is 127.0.0.1).
    const forged = (i) => ({ "x-forwarded-for": `127.18.0.${i + 1}` });
    for (let i = 0; i < 25; i++) statuses.push(await demoFrom("127.0.45.1", `${marker}-${i}`, forged(i)));
    assert.ok(statuses.includes(429), `25 requests with forged addresses all passed: ${statuses.join(" ")}`);
    // Another client (another loopback address) still has its whole budget.
    const other = await demoFrom("127.0.0.2", `${marker}-other`);
    assert.equal(other, 200);
  });

  test("a class opening one join link at once, and signing in at once, is not queued behind itself", async () => {
    // Pages and answers nginx may not keep (no-store) must not wait on one another as cache misses of one
    // address: 40 at once through nginx take about as long as 40 at once straight at one instance.
    const slowestOf40 = async (base, path) => {
      const times = await Promise.all(
        Array.from({ length: 40 }, async () => {
          const started = performance.now();
          const answer = await fetch(`${base}${path}`);
          await answer.arrayBuffer();
          assert.equal(answer.status, 200, `${base}${path}`);
          return performance.now() - started;
        }),
      );
      return Math.max(...times);
    };
    // The join link; what every page asks when it loads, signed out; what every sign-in asks first.
    for (const path of ["/join/CLASS40", "/api/auth/session", "/api/auth/csrf"]) {
      const straight = [];
      const throughNginx = [];
      for (let round = 0; round < 2; round++) {
        straight.push(await slowestOf40(one, path));
        throughNginx.push(await slowestOf40(site, path));
      }
      const [best, bestThrough] = [Math.min(...straight), Math.min(...throughNginx)];
      assert.ok(
        bestThrough < 3 * best,
        `${path}: slowest of 40 ${bestThrough.toFixed(0)} ms through nginx, ${best.toFixed(0)} ms straight`,
      );
    }
  });

  test("refuses paths no page has with a 400, before they reach an instance", async () => {
    for (const path of ["/%ff", "/%5Bslug%5D", "/join/%ZZ", "/%"]) {
      const answer = await fetch(`${site}${path}`);
      assert.equal(answer.status, 400, path);
    }
    const json = await fetch(`${site}/%5Bslug%5D`);
    assert.deepEqual(await json.json(), { message: "Bad request." });
  });
});

describe("methods through nginx", () => {
  /** A raw request with any method (fetch refuses TRACE): its status, Allow and body. */
  function send(method, path) {
    return new Promise((resolve, reject) => {
      const url = new URL(`${site}${path}`);
      const req = httpRequest({ host: "127.0.0.1", port: url.port, path: url.pathname, method, headers: { host: url.host } }, (res) => {
        let body = "";
        res
          .on("data", (chunk) => (body += chunk))
          .on("end", () => resolve({ status: res.statusCode, allow: res.headers.allow, type: res.headers["content-type"], body }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  test("TRACE, TRACK and a method no server knows get a JSON 405 with Allow, never a 500", async () => {
    for (const method of ["TRACE", "TRACK", "PROPFIND", "BREW"]) {
      const answer = await send(method, "/api/contact");
      assert.equal(answer.status, 405, method);
      assert.match(answer.type ?? "", /application\/json/, method);
      assert.deepEqual(JSON.parse(answer.body), { message: "Method not allowed." }, method);
      assert.ok(answer.allow, `${method}: no Allow`);
    }
  });
});

describe("the instances", () => {
  test("listen on 127.0.0.1 only: nothing but nginx can reach them, so nothing else writes the address they trust", async () => {
    for (const base of instances) {
      const port = Number(new URL(base).port);
      assert.deepEqual(await listeners(port), ["127.0.0.1"], `${base} listens on ${await listeners(port)}`);
    }
  });
});

describe("headers through nginx", () => {
  /** The headers next.config gives every answer, kept by nginx's cache. */
  function assertSecurityHeaders(answer, what) {
    const policy = answer.headers.get("content-security-policy") ?? "";
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      assert.ok(policy.includes(directive), `${what}: ${directive} missing from ${policy}`);
    }
    assert.equal(answer.headers.get("strict-transport-security"), "max-age=63072000; includeSubDomains", what);
    assert.equal(answer.headers.get("x-content-type-options"), "nosniff", what);
    assert.equal(answer.headers.get("x-frame-options"), "DENY", what);
    assert.equal(answer.headers.get("referrer-policy"), "strict-origin-when-cross-origin", what);
  }

  test("a page (from an instance and from the cache), an API answer, a redirect, a 404 and a build asset carry the full set", async () => {
    for (let i = 0; i < 2; i++) assertSecurityHeaders(await fetch(`${site}/the-ev-gambit`), `page, request ${i + 1}`);
    assertSecurityHeaders(await fetch(`${site}/api/simulations`), "API answer");
    const moved = await fetch(`${site}/factory-manager-experience`, { redirect: "manual" });
    assert.equal(moved.status, 308);
    assertSecurityHeaders(moved, "redirect");
    const missing = await fetch(`${site}/no-such-page`);
    assert.equal(missing.status, 404);
    assertSecurityHeaders(missing, "404");
    const html = await (await fetch(`${site}/`)).text();
    const asset = html.match(/\/_next\/static\/[^"']+\.js/)?.[0];
    for (let i = 0; i < 2; i++) assertSecurityHeaders(await fetch(`${site}${asset}`), `build asset, request ${i + 1}`);
  });

  test("the pages run under that policy: Chromium reports no violation and no page error", async () => {
    const { chromium } = await import("playwright-core");
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      for (const path of ["/", "/the-ev-gambit", "/privacy-policy", "/login"]) {
        const page = await browser.newPage();
        const problems = [];
        page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
        page.on("console", (message) => message.type() === "error" && problems.push(`console: ${message.text()}`));
        await page.goto(`${site}${path}`, { waitUntil: "networkidle" });
        assert.deepEqual({ path, problems }, { path, problems: [] });
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });
});
