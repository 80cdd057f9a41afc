import "@/test-support/api/env";
import { configureRateLimitForTests } from "@/lib/limits";
import { codeLookupLimits } from "@/lib/limits/code-lookups";
import { setUpstreamForTests } from "@/lib/upstream";
import type { Upstream } from "@/upstream-contract/types";
import { sessionKnown } from "./session-known";

// The site's /join/<code> page asks this from a request of this address.
jest.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "127.51.100.9" }) }));

const known = "EV-KNOWN2";
const findSession = jest.fn(async (code: string) => (code === known ? { code, game_id: "ev-gambit" } : null));

beforeAll(() => setUpstreamForTests({ findSession } as unknown as Upstream));
afterAll(() => {
  setUpstreamForTests(null);
  configureRateLimitForTests(null);
});
beforeEach(() => configureRateLimitForTests({ enabled: true }));

describe("sessionKnown, the /join/<code> page's look-up", () => {
  it("spends the address's misses, and past them answers true without a look-up: the answer then tells nothing of the code", async () => {
    for (let i = 0; i < codeLookupLimits.failures; i++) expect(await sessionKnown(`EV-GUESS${i}`)).toBe(false);
    findSession.mockClear();
    expect(await sessionKnown("EV-GUESSX")).toBe(true);
    expect(await sessionKnown(known)).toBe(true);
    expect(findSession).not.toHaveBeenCalled();
  });

  it("knows the right code as often as a class asks for it", async () => {
    for (let i = 0; i < 300; i++) expect(await sessionKnown(known)).toBe(true);
    expect(await sessionKnown("EV-NOPE22")).toBe(false);
  });
});
