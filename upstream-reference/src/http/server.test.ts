import { messages } from "@/lib/messages";
import type { EmbeddedUpstream } from "@/upstream-reference/src";
import { seedAccounts, seedPassword } from "@/upstream-reference/src/seed";
import { freshEmbedded } from "@/test-support/upstream/fixtures";
import { ADMIN_KEY_HEADER } from "./admin-routes";
import { startUpstreamServer, type RunningUpstreamServer } from "./server";

// The reference upstream's own HTTP server: SPEC's paths, its errors, and the admin routes tests use.
const adminKey = "server-test-admin-key-0123456789";
const fixture = freshEmbedded();
let server: RunningUpstreamServer;
let closed: RunningUpstreamServer;

beforeAll(async () => {
  await fixture.upstream.ready();
  server = await startUpstreamServer({ upstream: fixture.upstream, port: 0, adminKey });
  closed = await startUpstreamServer({ upstream: fixture.upstream, port: 0 });
}, 120_000); // a fresh PGlite database: 5 s idle, over a minute on a busy machine
afterAll(async () => {
  await server?.close();
  await closed?.close();
  await fixture.cleanup();
}, 30_000);

const asAdmin = (key = adminKey) => ({ [ADMIN_KEY_HEADER]: key, "content-type": "application/json" });

describe("reference upstream over HTTP", () => {
  it("serves SPEC's paths on one port and answers unknown paths and methods as JSON", async () => {
    const list = await fetch(`${server.url}/simulations/ids-names`);
    expect(await list.json()).toMatchObject({ success: true, data: expect.any(Array) });
    const missing = await fetch(`${server.url}/nope`);
    expect([missing.status, await missing.json()]).toEqual([404, { detail: "Not Found" }]);
    const wrong = await fetch(`${server.url}/auth/me`, { method: "POST" });
    expect(wrong.status).toBe(405);
    const bad = await fetch(`${server.url}/app-users/register`, { method: "POST", body: "{nope" });
    expect(bad.status).toBe(400);
    const anonymous = await fetch(`${server.url}/app-users/auth/me`);
    expect([anonymous.status, await anonymous.json()]).toEqual([401, { detail: "Not authenticated" }]);
  });

  it("serves none of the alternative login and sign-up paths the site never calls", async () => {
    for (const path of ["/auth/custom-login", "/api/auth/login", "/auth/signup"]) {
      const answer = await fetch(`${server.url}${path}`, {
        method: "POST",
        body: JSON.stringify({ email: seedAccounts.student.email, password: seedPassword }),
      });
      expect([path, answer.status, await answer.json()]).toEqual([path, 404, { detail: "Not Found" }]);
    }
  });
});

describe("Idempotency-Key and database outages over HTTP", () => {
  const trial = (key?: string) =>
    fetch(`${server.url}/app-users/trial-session`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
      body: JSON.stringify({ name: null, email: "keyed@example.org", current_trial_game_id: "ev-gambit" }),
    });

  it("answers a retried trial request with the same key by its first answer (Idempotent-Replayed: true), and refuses a malformed key (400)", async () => {
    const key = "f".repeat(64);
    const firstAnswer = await trial(key);
    const first = await firstAnswer.json();
    const againAnswer = await trial(key);
    expect(await againAnswer.json()).toEqual(first);
    expect([firstAnswer.headers.get("idempotent-replayed"), againAnswer.headers.get("idempotent-replayed")]).toEqual([null, "true"]);
    expect((await (await trial()).json()).session.code).not.toBe(first.session.code);
    expect((await trial("short")).status).toBe(400);
  });

  it("answers 503 with a message when its database is out of reach, and 500 for any other failure", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const failing = (error: Error) => ({ listSimulations: () => Promise.reject(error) }) as unknown as EmbeddedUpstream;
    const down = await startUpstreamServer({ upstream: failing(new Error("drizzle", { cause: refused })), port: 0 });
    const broken = await startUpstreamServer({ upstream: failing(new Error("syntax error")), port: 0 });
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const outage = await fetch(`${down.url}/simulations/ids-names`);
      expect([outage.status, await outage.json()]).toEqual([503, { message: messages.api.upstreamDown }]);
      expect((await fetch(`${broken.url}/simulations/ids-names`)).status).toBe(500);
    } finally {
      quiet.mockRestore();
      await down.close();
      await broken.close();
    }
  });
});

describe("admin routes for tests", () => {
  const email = `admin-${Date.now()}@example.org`;

  it("read back a contact message as it was stored", async () => {
    const sent = await fetch(`${server.url}/contact/submit`, {
      method: "POST",
      body: JSON.stringify({ name: " Ann ", email, message: "A demo, please", kind: "demo" }),
    });
    expect(sent.status).toBe(200);
    const read = await fetch(`${server.url}/admin/contact-messages?email=${encodeURIComponent(email.toUpperCase())}`, {
      headers: asAdmin(),
    });
    expect([read.status, await read.json()]).toEqual([
      200,
      { data: [{ name: "Ann", email, message: "A demo, please", kind: "demo", course: null, classSize: null }] },
    ]);
  });

  it("give a facilitator an access record that the facilitator's token then reads", async () => {
    const expiryDate = "2099-01-31";
    const grant = await fetch(`${server.url}/admin/simulation-access`, {
      method: "POST",
      headers: asAdmin(),
      body: JSON.stringify({
        email: seedAccounts.facilitator.email,
        gameId: "defect-detective",
        simulationName: "defect_detectives",
        expiryDate,
      }),
    });
    expect(grant.status).toBe(200);
    const { id } = (await grant.json()) as { id: string };
    const { access_token, user } = await fixture.upstream.loginProfessor({ email: seedAccounts.facilitator.email, password: seedPassword });
    const records = await fixture.upstream.getSimulationsAccess(access_token, user.uid);
    expect(records.filter((r) => r.id === id)).toEqual([
      { id, game_id: "defect-detective", simulation_name: "defect_detectives", expiry_date: expiryDate },
    ]);
  });

  it("refuse a grant for someone who is not a facilitator (404) and a malformed one (400)", async () => {
    const student = await fetch(`${server.url}/admin/simulation-access`, {
      method: "POST",
      headers: asAdmin(),
      body: JSON.stringify({ email: seedAccounts.student.email, gameId: "ev-gambit", simulationName: "ev", expiryDate: null }),
    });
    expect([student.status, await student.json()]).toEqual([404, { detail: "No account found for this email" }]);
    const malformed = await fetch(`${server.url}/admin/simulation-access`, {
      method: "POST",
      headers: asAdmin(),
      body: JSON.stringify({ email: seedAccounts.facilitator.email, gameId: "x".repeat(400), simulationName: "ev", expiryDate: "soon" }),
    });
    expect(malformed.status).toBe(400);
  });

  it("answer 401 without the key or with a wrong one, and do not exist on a server given no key", async () => {
    const path = `/admin/contact-messages?email=${encodeURIComponent(email)}`;
    const none = await fetch(`${server.url}${path}`);
    expect([none.status, await none.json()]).toEqual([401, { detail: "Not authenticated" }]);
    const wrong = await fetch(`${server.url}${path}`, { headers: asAdmin(`${adminKey.slice(0, -1)}X`) });
    expect(wrong.status).toBe(401);
    const shorter = await fetch(`${server.url}${path}`, { headers: asAdmin("short") });
    expect(shorter.status).toBe(401);
    const absent = await fetch(`${closed.url}${path}`, { headers: asAdmin() });
    expect([absent.status, await absent.json()]).toEqual([404, { detail: "Not Found" }]);
  });
});
