import "@/test-support/api/env";
import { decode } from "next-auth/jwt";
import { headers } from "next/headers";
import { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { resetStoreForTests, storeDb } from "@/lib/store";
import { SITE, sessionCookie } from "@/test-support/api/requests";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { useUnreachableStore } from "@/test-support/store/unreachable-store";
import { endSession } from "./ended-sessions";
import { pageUser, pageUserWithToken, proxyUser, requestUser } from "./signed-in";

jest.mock("next/headers", () => ({ headers: jest.fn() }));

const upstreamUser = { uid: "u1", email: "ana@x.edu", name: "Ana", picture: null, type: "instructor" as const };
const person = { uid: "u1", email: "ana@x.edu", name: "Ana", picture: null, role: "facilitator" };

/** Every way to ask, for a request carrying `cookie` (a page's request is the one headers() gives). */
function askEveryWay(cookie: string) {
  jest.mocked(headers).mockResolvedValue(new Headers({ cookie }) as Awaited<ReturnType<typeof headers>>);
  const request = () => new NextRequest(new URL("/api/me", SITE), { headers: { cookie } });
  return {
    route: () => requestUser(request()),
    proxy: () => proxyUser(request()),
    page: () => pageUser(),
    pageWithToken: () => pageUserWithToken(),
  };
}

afterAll(() => resetStoreForTests());

describe("who is signed in, with the store at hand", () => {
  beforeAll(async () => {
    await useMemoryStore();
    await storeDb();
  }, 60_000);

  it("every way reads the same person from the cookie; route handlers and pages that ask for it get the token too", async () => {
    const ask = askEveryWay(await sessionCookie({ access_token: "t", user: upstreamUser }));
    expect(await ask.route()).toMatchObject({ ...person, accessToken: "t" });
    expect(await ask.pageWithToken()).toMatchObject({ ...person, accessToken: "t" });
    expect(await ask.proxy()).toEqual(person);
    expect(await ask.page()).toEqual(person);
  });

  it("a session ended on the server, or past its upstream token's expiry, is nobody's", async () => {
    const cookie = await sessionCookie({ access_token: "t", user: upstreamUser });
    const token = await decode({ token: cookie.slice(cookie.indexOf("=") + 1), secret: env.NEXTAUTH_SECRET! });
    await endSession(await storeDb(), token!.sid!, Date.now() + 60_000);
    const expired = await sessionCookie({ access_token: "t", user: upstreamUser }, { expiresInMs: -1 });
    for (const ask of [askEveryWay(cookie), askEveryWay(expired)]) {
      expect(await ask.route()).toBeNull();
      expect(await ask.pageWithToken()).toBeNull();
      expect(await ask.proxy()).toBeNull();
      expect(await ask.page()).toBeNull();
    }
  });

  it("no cookie, no person", async () => {
    const ask = askEveryWay("");
    expect([await ask.route(), await ask.proxy(), await ask.page()]).toEqual([null, null, null]);
  });
});

describe("who is signed in, with the store out of reach", () => {
  beforeAll(() => useUnreachableStore());

  it("a page and the proxy go by the cookie; a route handler's question fails (its handler answers 503)", async () => {
    const ask = askEveryWay(await sessionCookie({ access_token: "t", user: upstreamUser }));
    expect(await ask.page()).toEqual(person);
    expect(await ask.proxy()).toEqual(person);
    await expect(ask.route()).rejects.toMatchObject({ code: "ECONNREFUSED" });
    await expect(ask.pageWithToken()).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });
});
