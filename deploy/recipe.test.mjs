// The production recipe's test: run by `deploy/run.sh -- node --test deploy/recipe.test.mjs` (npm test and
// .ci/run do this when nginx and PostgreSQL can be had). Two instances behind nginx on one PostgreSQL
// must behave as one site.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, describe, test } from "node:test";
import pg from "pg";

const site = process.env.DEPLOY_URL;
const instances = (process.env.DEPLOY_INSTANCES ?? "").split(" ").filter(Boolean);
assert.ok(site && instances.length === 2, "run through deploy/run.sh, which sets DEPLOY_URL and DEPLOY_INSTANCES");
const [one, two] = instances;
const db = new pg.Pool({ connectionString: process.env.DEPLOY_DATABASE_URL, max: 2 });
after(() => db.end());

const student = { email: "student@example.com", password: "demo-password" };
let addressCounter = 0;
/** A client address of its own per call (the rate limit keys on it), from TEST-NET-3, unless one is given. */
const clientAddress = () => `203.0.113.${(addressCounter++ % 250) + 1}, 198.51.100.${Math.floor(Math.random() * 250) + 1}`;

/** A tiny cookie jar: name → value, from Set-Cookie answers. */
function jar() {
  const cookies = new Map();
  return {
    take(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair.indexOf("=");
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1);
        if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    has: (name) => cookies.has(name),
  };
}

async function signIn(base, account, cookies = jar()) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  cookies.take(csrf);
  const { csrfToken } = await csrf.json();
  const answer = await fetch(`${base}/api/auth/callback/student-credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies.header(), "x-forwarded-for": clientAddress() },
    body: new URLSearchParams({ ...account, csrfToken, callbackUrl: "/", json: "true" }),
  });
  cookies.take(answer);
  assert.ok(cookies.has("next-auth.session-token"), `sign-in on ${base} set no session cookie (status ${answer.status})`);
  return cookies;
}

async function signOut(base, cookies) {
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers: { cookie: cookies.header() } });
  cookies.take(csrf);
  const { csrfToken } = await csrf.json();
  const answer = await fetch(`${base}/api/auth/signout`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies.header() },
    body: new URLSearchParams({ csrfToken, callbackUrl: "/", json: "true" }),
  });
  assert.ok(answer.status < 400, `sign-out on ${base} answered ${answer.status}`);
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
    const address = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
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
    const { rows } = await db.query(
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

  test("serves build assets from disk with a year's caching, compressed in advance", async () => {
    const html = await (await fetch(`${site}/`)).text();
    const asset = html.match(/\/_next\/static\/[^"']+\.js/)?.[0];
    assert.ok(asset, "the home page names a script under /_next/static/");
    const answer = await fetch(`${site}${asset}`, { headers: { "accept-encoding": "gzip" } });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get("cache-control"), "public, max-age=31536000, immutable");
    assert.equal(answer.headers.get("content-encoding"), "gzip");
    // Compressed once at start (gzip_static), so sent with its length rather than compressed as it goes.
    assert.ok(Number(answer.headers.get("content-length")) > 0, "the compressed asset has a Content-Length");
  });

  test("passes the client's address: a limit spent through nginx is the client's own", async () => {
    // nginx appends the peer (127.0.0.1) to what the client sent; with TRUST_PROXY_HOPS=1 the site keys
    // on that last entry, so a forged X-Forwarded-For does not buy a new budget. 25 requests are more than
    // two instances' 10 each, so this holds whether or not the instances share their counters.
    const marker = `forged-${randomUUID()}`;
    const statuses = [];
    for (let i = 0; i < 25; i++) statuses.push((await demo(site, `${marker}-${i}`, `198.18.0.${i + 1}`)).status);
    assert.ok(statuses.includes(429), `25 requests with forged addresses all passed: ${statuses.join(" ")}`);
  });
});

describe("headers through nginx", () => {
  const pages = ["/", "/the-ev-gambit", "/privacy-policy"];

  test("each prerendered page's script-src lists its inline scripts' hashes, never 'unsafe-inline'", async () => {
    for (const path of pages) {
      for (let i = 0; i < 2; i++) {
        // The second answer comes from nginx's cache and must carry the same single policy.
        const answer = await fetch(`${site}${path}`);
        const policy = answer.headers.get("content-security-policy");
        const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src"));
        assert.doesNotMatch(scriptSrc, /'unsafe-inline'|,/, `${path}: ${scriptSrc}`);
        assert.match(scriptSrc, /'sha256-[A-Za-z0-9+/]+=*'/, path);
        assert.match(policy, /object-src 'none'/);
        assert.match(policy, /frame-ancestors 'none'/);
      }
    }
  });

  test("the pages run under that policy: Chromium reports no violation and hydrates them", async () => {
    const { chromium } = await import("playwright-core");
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    try {
      for (const path of pages) {
        const page = await browser.newPage();
        const violations = [];
        await page.exposeFunction("reportViolation", (text) => violations.push(text));
        await page.addInitScript(() => {
          document.addEventListener("securitypolicyviolation", (e) =>
            window.reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
          );
        });
        await page.goto(`${site}${path}`, { waitUntil: "networkidle" });
        // Hydrated: React's client runtime ran and attached its root to the document.
        const hydrated = await page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));
        assert.deepEqual({ path, violations, hydrated }, { path, violations: [], hydrated: true });
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });
});
