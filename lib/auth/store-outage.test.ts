import "@/test-support/api/env";
import type { JWT } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { resetStoreForTests } from "@/lib/store";
import { proxy } from "@/proxy";
import { SITE, sessionCookie } from "@/test-support/api/requests";
import { useUnreachableStore } from "@/test-support/store/unreachable-store";
import { authOptions } from "./options";

/** Outside the auth route (the proxy, next-auth's callbacks run without its scope) a store outage keeps the signed-in view from the token. */
const user = { uid: "u1", email: "a@b.co", name: "Ann", picture: null, type: "instructor" as const };

beforeAll(() => useUnreachableStore());
afterAll(() => resetStoreForTests());

describe("a store outage outside the auth route", () => {
  it("the jwt callback outside the auth route keeps the session as the token has it", async () => {
    const token = { sub: "u1", user, accessToken: "t", accessTokenExpires: Date.now() + 60_000, sid: "s1", signedInAt: Date.now() } as JWT;
    const jwt = authOptions.callbacks!.jwt!;
    await expect(jwt({ token, trigger: undefined } as Parameters<typeof jwt>[0])).resolves.toBe(token);
  });

  it("the proxy sends a signed-in person from /login home instead of failing with 500", async () => {
    const cookie = await sessionCookie({ access_token: "t", user });
    const response = await proxy(new NextRequest(new URL("/login", SITE), { headers: { cookie } }));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(`${SITE}/`);
  });

  it("and lets an instructor's token through to /games-overview, whose page checks again", async () => {
    const cookie = await sessionCookie({ access_token: "t", user });
    const response = await proxy(new NextRequest(new URL("/games-overview", SITE), { headers: { cookie } }));
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});
