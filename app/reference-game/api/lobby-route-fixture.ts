import type { NextRequest } from "next/server";
import { configureRateLimitForTests } from "@/lib/limits";
import { getStore } from "@/lib/store";
import { setUpstreamForTests } from "@/lib/upstream";
import { apiRequest, type RequestOptions } from "@/test-support/api/requests";
import { restoreRouteTestState } from "@/test-support/api/state";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { freshEmbedded } from "@/test-support/upstream/fixtures";

/**
 * For the reference game host's route tests (import "@/test-support/api/env" first): a fresh embedded
 * upstream behind the site, the site store in memory, the rate limits on with fresh counters. Its
 * lobbies are trial codes mailed to `professorEmail`, whose account is then their professor.
 */
export function lobbyRouteFixture(professorEmail: string) {
  const fixture = freshEmbedded();
  beforeAll(async () => {
    await useMemoryStore();
    await getStore();
    await fixture.upstream.ready();
    setUpstreamForTests(fixture.upstream);
  }, 120_000);
  beforeEach(() => configureRateLimitForTests({ enabled: true }));
  afterAll(() => restoreRouteTestState(fixture), 30_000);

  return {
    upstream: fixture.upstream,
    /** A lobby of its own: a trial code of the professor's. */
    async newLobby(): Promise<string> {
      const trial = await fixture.upstream.createTrialSession({
        name: "Prof",
        email: professorEmail,
        current_trial_game_id: "ev-gambit",
      });
      return trial.value.session.code;
    },
  };
}

type Handler<P> = (req: NextRequest, context: { params: Promise<P> }) => Promise<Response>;

/** Calls a route handler of a dynamic segment as Next does, with its params. */
export function callWith<P>(handler: Handler<P>, params: P, method: string, path: string, options: RequestOptions = {}) {
  return handler(apiRequest(method as Parameters<typeof apiRequest>[0], path, options), { params: Promise.resolve(params) });
}
