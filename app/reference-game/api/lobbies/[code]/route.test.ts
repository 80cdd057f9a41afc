import "@/test-support/api/env";
import { configureRateLimitForTests } from "@/lib/limits";
import { codeLookupLimits } from "@/lib/limits/code-lookups";
import { getStore, resetStoreForTests } from "@/lib/store";
import { setUpstreamForTests } from "@/lib/upstream";
import { UpstreamError } from "@/upstream-contract/errors";
import type { Upstream } from "@/upstream-contract/types";
import { sessionCookie } from "@/test-support/api/requests";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { callWith } from "../../lobby-route-fixture";
import { GET } from "./route";

/** The professor's lobby as its page polls it: a facilitator's misses count on their account, not their address. */
const mine = "EV-MINE22";
const hostLobby = jest.fn(async (_token: string, code: string) => {
  if (code === mine) return { code, game_id: "ev-gambit", arrivals: [] };
  throw new UpstreamError(code.startsWith("EV-OTHER") ? 403 : 404, "No");
});
const professor = (uid: string) =>
  sessionCookie({
    access_token: `token-${uid}`,
    user: { uid, email: `${uid}@example.edu`, name: "Prof", picture: null, type: "instructor" },
  });

beforeAll(async () => {
  await useMemoryStore();
  await getStore();
  setUpstreamForTests({ hostLobby } as unknown as Upstream);
}, 60_000);
afterAll(async () => {
  setUpstreamForTests(null);
  configureRateLimitForTests(null);
  await resetStoreForTests();
});
beforeEach(() => configureRateLimitForTests({ enabled: true }));

const lobby = (code: string, cookie: string, client = "127.192.2.77") =>
  callWith(GET, { code }, "GET", `/reference-game/api/lobbies/${code}`, { cookie, client });

describe("GET /reference-game/api/lobbies/<code>", () => {
  it("answers a facilitator's misses (404, or 403 for another's lobby) until their budget is spent, then 429", async () => {
    const prober = await professor("prober");
    const statuses: number[] = [];
    for (let i = 0; i <= codeLookupLimits.failures; i++)
      statuses.push((await lobby(i % 2 ? `EV-OTHER${i}` : `EV-NONE${i}`, prober)).status);
    expect(statuses.slice(0, codeLookupLimits.failures).every((status) => status === 404 || status === 403)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another professor behind the same address polls their own lobby as before.
    expect((await lobby(mine, await professor("owner"))).status).toBe(200);
  }, 60_000);

  it("lets the professor's page poll their lobby every 2 s for ten minutes without counting a miss", async () => {
    const owner = await professor("poller");
    for (let i = 0; i < 300; i++) expect((await lobby(mine, owner)).status).toBe(200);
    expect((await lobby("EV-NONE00", owner)).status).toBe(404);
  }, 60_000);
});
