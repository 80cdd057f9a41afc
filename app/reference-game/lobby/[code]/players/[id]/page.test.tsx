import "@/test-support/api/env";
import type { ReactElement } from "react";
import { configureRateLimitForTests } from "@/lib/limits";
import { codeLookupLimits } from "@/lib/limits/code-lookups";
import { referenceGameMessages as text } from "@/lib/messages/reference-game";
import { setUpstreamForTests } from "@/lib/upstream";
import { UpstreamError } from "@/upstream-contract/errors";
import type { Upstream } from "@/upstream-contract/types";
import PlayerPage from "./page";

/** A student's own page looks its code and id up: misses spend the address's budget, as the API's do. */
jest.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "127.51.100.13" }) }));
jest.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

const known = "EV-KNOWN2";
const arrivalOf = jest.fn(async (code: string, id: string) => {
  if (code !== known || id !== "a-1") throw new UpstreamError(404, "No such student in this lobby");
  return { code, game_id: "ev-gambit", arrival: { id, name: "Ana", arrived_at: new Date().toISOString() } };
});

beforeAll(() => setUpstreamForTests({ arrivalOf } as unknown as Upstream));
afterAll(() => {
  setUpstreamForTests(null);
  configureRateLimitForTests(null);
});
beforeEach(() => configureRateLimitForTests({ enabled: true }));

const page = (id: string) => PlayerPage({ params: Promise.resolve({ code: known, id }) }) as Promise<ReactElement<{ title?: string }>>;

describe("a student's own page", () => {
  it("is not found for an id it does not know until the address's misses are spent, then says to wait", async () => {
    for (let i = 0; i < codeLookupLimits.failures; i++) await expect(page(`guess-${i}`)).rejects.toThrow("NEXT_NOT_FOUND");
    expect((await page("a-1")).props.title).toBe(text.tooManyLookups(codeLookupLimits.failureWindowSeconds));
  });

  it("opens for its student as often as they reload it", async () => {
    for (let i = 0; i < 50; i++) expect((await page("a-1")).props.title).toBeUndefined();
  });
});
