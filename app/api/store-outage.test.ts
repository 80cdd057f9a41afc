import "@/test-support/api/env";
import { configureRateLimitForTests } from "@/lib/limits";
import { messages } from "@/lib/messages";
import { resetStoreForTests } from "@/lib/store";
import { setUpstreamForTests } from "@/lib/upstream";
import type { Upstream } from "@/upstream-contract/types";
import { call, jsonOf, sessionCookie } from "@/test-support/api/requests";
import { useUnreachableStore } from "@/test-support/store/unreachable-store";
import * as contact from "./contact/route";
import * as me from "./me/route";
import { captureLogLines } from "@/test-support/capture-logs";

/**
 * The site store (PostgreSQL) refusing connections, as while it restarts: every route that needs it
 * answers 503 with the site's JSON message and Retry-After, never a 500 or the driver's text.
 */
const upstream = { submitContact: jest.fn(async () => undefined), getCurrentUser: jest.fn() } as unknown as Upstream;

let consoleError: jest.SpyInstance;
const logs = captureLogLines();
beforeAll(async () => {
  await useUnreachableStore();
  setUpstreamForTests(upstream);
  configureRateLimitForTests({ enabled: true, points: 10, windowSeconds: 60, backend: "store" });
});
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());
afterAll(async () => {
  setUpstreamForTests(null);
  configureRateLimitForTests(null);
  await resetStoreForTests();
});

async function expectUnavailable(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("5");
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = await jsonOf(response);
  expect(body).toEqual({ message: messages.api.upstreamDown });
}

describe("routes while the site store is out of reach", () => {
  it("a demo request (its rate limit is kept in the store) answers 503 in JSON", async () => {
    const response = await call(contact, "POST", "/api/contact", { json: { name: "Ann", email: "ann@example.com", message: "Hello" } });
    await expectUnavailable(response);
    expect(upstream.submitContact).not.toHaveBeenCalled();
    expect(consoleError.mock.calls.join(" ") + logs.raw.join("")).not.toMatch(/postgres:\/\/|secret/);
  });

  it("a signed-in route (the ended-session check reads the store) answers 503, not 401 or 500", async () => {
    const cookie = await sessionCookie({
      access_token: "t",
      user: { uid: "u1", email: "a@b.co", name: "A", picture: null, type: "student" },
    });
    await expectUnavailable(await call(me, "GET", "/api/me", { cookie }));
  });
});
