import { startUpstreamServer, type RunningUpstreamServer } from "@/lib/upstream/server";
import { seedAccounts, seedPassword } from "@/lib/upstream/embedded/seed";
import { createHttpUpstream } from "@/lib/upstream/http/adapter";
import { runUpstreamContract } from "@/test-support/upstream/contract";
import { freshEmbedded, testClock } from "@/test-support/upstream/fixtures";

// The http adapter against the embedded upstream served over HTTP on loopback (what `npm run upstream` runs).
const clock = testClock();
const tokenTtlSeconds = 3600;
const fixture = freshEmbedded({ now: clock.now, tokenTtlSeconds });
let server: RunningUpstreamServer;

beforeAll(async () => {
  await fixture.upstream.ready();
  server = await startUpstreamServer({ upstream: fixture.upstream, port: 0 });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await fixture.cleanup();
}, 30_000);

function httpAdapter(altLogin: "custom" | "admin") {
  return createHttpUpstream({
    apiUrl: server.url,
    adminApiUrl: `${server.url}/`,
    contactApiUrl: server.url,
    adminHost: server.url,
    timeoutMs: 5000,
    altLogin,
  });
}

runUpstreamContract(
  "http adapter → embedded upstream over HTTP",
  async () => ({ upstream: httpAdapter("custom"), advanceClock: clock.advance, tokenTtlSeconds }),
  async () => undefined,
);

describe("http adapter specifics", () => {
  it("uses {admin-host}/api/auth/login when the alternative login is set to admin", async () => {
    const session = await httpAdapter("admin").alternativeLogin({ email: seedAccounts.student.email, password: seedPassword });
    expect(session.user).toMatchObject({ email: seedAccounts.student.email, type: "student" });
  });

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
});
