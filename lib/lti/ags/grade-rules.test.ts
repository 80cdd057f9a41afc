import { decodeJwt } from "jose";
import { games } from "@/content";
import { resetStoreForTests, storeDb } from "@/lib/store";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { claims, launchClaimsSchema, type LaunchClaims } from "../claims";
import { signDeepLinkingResponse } from "../deep-linking-response";
import { gradeServiceOf } from "./grade-service";
import { destinationWithParticipation } from "./participation-destination";
import { nextScoreAttempt, SCORE_GIVE_UP_MS, SCORE_RETRY_DELAYS_MS } from "./retry-schedule";
import { scoreProblemOfStatus } from "./score-problem";
import { scoresUrlOf } from "./post-score";

jest.setTimeout(60_000);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("the retry schedule", () => {
  it("waits 1 min, 5 min, 15 min, 1 h, 3 h, 6 h, 12 h after each failed try, then gives up", () => {
    expect(SCORE_RETRY_DELAYS_MS).toEqual([MINUTE, 5 * MINUTE, 15 * MINUTE, HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR]);
    const created = new Date("2026-03-01T08:00:00Z");
    let now = created;
    const waits: number[] = [];
    for (let tries = 1; tries <= 10; tries += 1) {
      const next = nextScoreAttempt(tries, created, now);
      if (!next) break;
      waits.push(next.getTime() - now.getTime());
      now = next;
    }
    expect(waits).toEqual([...SCORE_RETRY_DELAYS_MS]);
    expect(now.getTime() - created.getTime()).toBeLessThanOrEqual(SCORE_GIVE_UP_MS);
  });

  it("never plans a try more than a day after the learner took part", () => {
    const created = new Date("2026-03-01T08:00:00Z");
    expect(nextScoreAttempt(7, created, new Date(created.getTime() + 13 * HOUR))).toBeNull();
    expect(nextScoreAttempt(1, created, new Date(created.getTime() + SCORE_GIVE_UP_MS))).toBeNull();
  });

  it("sped up for a test server, keeps its shape: a minute becomes a second at 60, the day 24 minutes", () => {
    const created = new Date("2026-03-01T08:00:00Z");
    expect(nextScoreAttempt(1, created, created, 60)?.getTime()).toBe(created.getTime() + 1_000);
    expect(nextScoreAttempt(2, created, created, 60)?.getTime()).toBe(created.getTime() + 5_000);
    expect(nextScoreAttempt(1, created, new Date(created.getTime() + 24 * MINUTE), 60)).toBeNull();
  });

  it.each([
    [401, "unauthorized"],
    [403, "forbidden"],
    [404, "gone"],
    [422, "refused"],
    [429, "unavailable"],
    [503, "unavailable"],
  ])("reads a scores endpoint's %i as %s", (status, problem) => {
    expect(scoreProblemOfStatus(status)).toBe(problem);
  });

  it("posts to the line item's /scores, its query kept", () => {
    expect(scoresUrlOf("https://lms.example.edu/api/lti/courses/7/line_items/3?type=x")).toBe(
      "https://lms.example.edu/api/lti/courses/7/line_items/3/scores?type=x",
    );
  });
});

const platform = {
  issuer: "https://lms.example.edu",
  authLoginUrl: "https://lms.example.edu/auth",
  jwksUrl: "https://sso.example.edu/jwks",
  tokenUrl: "https://sso.example.edu/token",
  hosts: [] as string[],
};

function launchWith(service: unknown): LaunchClaims {
  return launchClaimsSchema.parse({
    nonce: "n",
    [claims.messageType]: "LtiResourceLinkRequest",
    [claims.version]: "1.3.0",
    [claims.deploymentId]: "d",
    [claims.roles]: [],
    [claims.gradeService]: service,
  });
}

describe("the launch's grade service", () => {
  it("is kept with the platform's own https addresses", () => {
    const service = gradeServiceOf(
      launchWith({ scope: ["s"], lineitems: "https://lms.example.edu/items", lineitem: "https://sso.example.edu/items/1" }),
      platform,
      false,
    );
    expect(service).toEqual({
      scopes: ["s"],
      lineItemsUrl: "https://lms.example.edu/items",
      lineItemUrl: "https://sso.example.edu/items/1",
    });
  });

  it("is kept on a host the operator named as the platform's (a Canvas cloud school's own host)", () => {
    const school = { ...platform, hosts: ["school.example-lms.com"] };
    const address = "https://school.example-lms.com/api/lti/courses/7/line_items";
    expect(gradeServiceOf(launchWith({ lineitems: address }), school, false)?.lineItemsUrl).toBe(address);
    expect(gradeServiceOf(launchWith({ lineitems: address }), platform, false)).toBeNull();
  });

  it.each([
    ["another host", "https://evil.example/items"],
    ["a sibling host", "https://other.example.edu/items"],
    ["plain http", "http://lms.example.edu/items"],
    ["credentials", "https://user:pw@lms.example.edu/items"],
  ])("drops an address on %s", (_what, address) => {
    expect(gradeServiceOf(launchWith({ lineitems: address, lineitem: address }), platform, false)).toBeNull();
  });

  it("costs a launch with a malformed or oversized claim its grades, not the launch", () => {
    expect(launchWith({ lineitems: `https://lms.example.edu/${"x".repeat(3000)}` })[claims.gradeService]).toBeUndefined();
    expect(launchWith({ scope: "not a list" })[claims.gradeService]).toBeUndefined();
  });
});

describe("the deep-linking answer", () => {
  beforeAll(() => useMemoryStore());
  afterAll(() => resetStoreForTests());

  it("asks the platform for the game's participation column", async () => {
    const game = games.find((candidate) => candidate.slug === "the-ev-gambit")!;
    const request = {
      issuer: "https://lms.example.edu",
      clientId: "c",
      deploymentId: "d",
      returnUrl: "https://lms.example.edu/r",
      data: null,
    };
    const jwt = await signDeepLinkingResponse(await storeDb(), request, { game, code: null }, "https://site.example/api/lti/launch");
    const [item] = decodeJwt(jwt)[claims.contentItems] as Array<Record<string, unknown>>;
    expect(item).toMatchObject({
      type: "ltiResourceLink",
      lineItem: { label: "The EV Gambit — participation", scoreMaximum: 1, resourceId: "the-ev-gambit" },
    });
  });
});

describe("a graded learner's landing", () => {
  const handle = "h".repeat(43);
  it.each([
    [
      "a game host of its own gets the handle",
      "https://ev-gambit.example/join?code=P5-AB12",
      `https://ev-gambit.example/join?code=P5-AB12&participation=${handle}`,
    ],
    [
      "this site's reference game host does not",
      "https://site.example/reference-game/join/the-ev-gambit?code=P5-AB12",
      "https://site.example/reference-game/join/the-ev-gambit?code=P5-AB12",
    ],
  ])("%s", (_what, destination, landing) => {
    expect(destinationWithParticipation(new URL(destination), "https://site.example", handle).toString()).toBe(landing);
    expect(destinationWithParticipation(new URL(destination), "https://site.example", null).toString()).toBe(destination);
  });
});
