import "@/test-support/api/env";
import { startDraining, stopDrainingForTests } from "@/lib/observability/draining";
import { getStore, resetStoreForTests } from "@/lib/store";
import { setUpstreamForTests, type Upstream } from "@/lib/upstream";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { freshEmbedded } from "@/test-support/upstream/fixtures";
import * as live from "./route";
import * as ready from "./ready/route";

// Liveness and readiness for a load balancer, over the embedded upstream (the env sets no upstream URL).
const fixture = freshEmbedded();

beforeAll(async () => {
  await fixture.upstream.ready();
  await useMemoryStore();
  await getStore(); // opened before the checks, which give it only 2 s
}, 120_000);
afterAll(async () => {
  setUpstreamForTests(null);
  await resetStoreForTests();
  await fixture.cleanup();
}, 30_000);

const answer = async (response: Response) => [response.status, response.headers.get("cache-control"), await response.json()];

describe("/api/health", () => {
  it("says the process is alive, touching nothing else", async () => {
    setUpstreamForTests({ ready: () => new Promise(() => undefined) } as unknown as Upstream);
    expect(await answer(live.GET())).toEqual([200, "no-store", { status: "ok" }]);
  });
});

describe("/api/health/ready", () => {
  it("is ready when the store and the embedded upstream's database answer", async () => {
    setUpstreamForTests(fixture.upstream);
    expect(await answer(await ready.GET())).toEqual([
      200,
      "no-store",
      { status: "ready", checks: { store: "ok", upstreamDatabase: "ok" } },
    ]);
  });

  it("is unready (503) when the upstream's database cannot be opened", async () => {
    setUpstreamForTests({ ready: () => Promise.reject(new Error("disk gone")) } as unknown as Upstream);
    expect(await answer(await ready.GET())).toEqual([
      503,
      "no-store",
      { status: "unready", checks: { store: "ok", upstreamDatabase: "failed" } },
    ]);
  });

  it("is unready within about two seconds when the database hangs", async () => {
    setUpstreamForTests({ ready: () => new Promise(() => undefined) } as unknown as Upstream);
    const started = Date.now();
    const [status, , body] = await answer(await ready.GET());
    expect([status, body]).toEqual([503, { status: "unready", checks: { store: "ok", upstreamDatabase: "failed" } }]);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("is unready when the site's store cannot be reached", async () => {
    setUpstreamForTests(fixture.upstream);
    await resetStoreForTests({ databaseUrl: "postgres://nobody:nothing@127.0.0.1:3499/none" });
    expect(await answer(await ready.GET())).toEqual([
      503,
      "no-store",
      { status: "unready", checks: { store: "failed", upstreamDatabase: "ok" } },
    ]);
  });
});

describe("/api/health/ready once told to stop", () => {
  afterEach(() => stopDrainingForTests());

  it("answers 503 'draining' at once, before any check, while liveness still answers", async () => {
    setUpstreamForTests(fixture.upstream);
    startDraining();
    expect(await answer(await ready.GET())).toEqual([
      503,
      "no-store",
      { status: "draining", checks: { store: "skipped", upstreamDatabase: "skipped" } },
    ]);
    expect(live.GET().status).toBe(200);
  });
});
