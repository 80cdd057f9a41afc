import "@/test-support/api/env";
import type { ReactElement } from "react";
import { games } from "@/content";
import { configureRateLimitForTests } from "@/lib/limits";
import { codeLookupLimits } from "@/lib/limits/code-lookups";
import { referenceGameMessages as text } from "@/lib/messages/reference-game";
import { setUpstreamForTests } from "@/lib/upstream";
import type { Upstream } from "@/upstream-contract/types";
import JoinGamePage from "./page";

/** The stand-in's join page spends the same misses per address as its API. */
jest.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "127.51.100.12" }) }));

const game = games.find((entry) => entry.gameIds.includes("ev-gambit"))!;
const known = "EV-KNOWN2";
const findSession = jest.fn(async (code: string) => (code === known ? { code, game_id: "ev-gambit" } : null));

beforeAll(() => setUpstreamForTests({ findSession } as unknown as Upstream));
afterAll(() => {
  setUpstreamForTests(null);
  configureRateLimitForTests(null);
});
beforeEach(() => configureRateLimitForTests({ enabled: true }));

const joinPage = async (code: string) =>
  (await JoinGamePage({ params: Promise.resolve({ game: game.slug }), searchParams: Promise.resolve({ code }) })) as ReactElement<{
    title?: string;
  }>;
const titleOf = (page: ReactElement<{ title?: string }>) => page.props.title;

describe("the stand-in's join page", () => {
  it("answers a code of no session in words until the address's misses are spent, then says to wait, the right code too", async () => {
    for (let i = 0; i < codeLookupLimits.failures; i++)
      expect(titleOf(await joinPage(`EV-GUESS${i}`))).toBe(`No class session has the code EV-GUESS${i}.`);
    const waiting = titleOf(await joinPage(known));
    expect(waiting).toBe(text.tooManyLookups(codeLookupLimits.failureWindowSeconds));
  });

  it("opens the lobby's form for the right code as often as a class asks", async () => {
    for (let i = 0; i < 300; i++) expect(titleOf(await joinPage(known))).toBeUndefined();
  });
});
