import "@/test-support/api/env";
import { AsyncLocalStorage } from "node:async_hooks";
import type { NextRequest } from "next/server";
import { methodAnswer } from "@/lib/api/method-guard";
import { configureRateLimitForTests } from "@/lib/limits";
import { messages } from "@/lib/messages";
import { setUpstreamForTests } from "@/lib/upstream";
import { seedAccounts, seedPassword } from "@/upstream-reference/src/seed";
import { apiRequest, call, jsonOf, sessionCookie, sessionCookieName, type Method } from "@/test-support/api/requests";
import { fuzzBodies } from "@/test-support/fuzz";
import { freshEmbedded } from "@/test-support/upstream/fixtures";
import * as me from "../../me/route";
import * as route from "./route";
import { restoreRouteTestState } from "@/test-support/api/state";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { useUnreachableStore } from "@/test-support/store/unreachable-store";
import { getStore } from "@/lib/store";

/**
 * next-auth's own route handler (lib/auth.ts) over the embedded upstream. next-auth reads the request
 * through next/headers, which only works inside Next's request scope; here that scope is stood in for by
 * the request itself (cookies() and headers() of the request being handled, writes recorded).
 */
const mockScope = new AsyncLocalStorage<{ req: NextRequest; written: Array<{ name: string; value: string }> }>();
jest.mock("next/headers", () => ({
  cookies: async () => {
    const scope = mockScope.getStore();
    if (!scope) throw new Error("cookies() was called outside a request scope");
    return {
      getAll: () => scope.req.cookies.getAll(),
      get: (name: string) => scope.req.cookies.get(name),
      has: (name: string) => scope.req.cookies.has(name),
      set: (name: string, value: string) => void scope.written.push({ name, value }),
      // As in Next's route handlers, a deleted cookie is gone for the rest of the request too.
      delete: (name: string) => {
        scope.req.cookies.delete(name);
        scope.written.push({ name, value: "" });
      },
    };
  },
  headers: async () => {
    const scope = mockScope.getStore();
    if (!scope) throw new Error("headers() was called outside a request scope");
    return scope.req.headers;
  },
}));

const fixture = freshEmbedded();

beforeAll(async () => {
  // Ended sessions, one-time links and the mail outbox live in the site store.
  await useMemoryStore();
  await getStore(); // opened here, not inside the first test's time budget
  await fixture.upstream.ready();
  setUpstreamForTests(fixture.upstream);
  configureRateLimitForTests({ enabled: true, points: 10, windowSeconds: 60 });
}, 60_000);

afterAll(() => restoreRouteTestState(fixture), 30_000);

type Options = Parameters<typeof apiRequest>[2];

/** Runs the auth route for /api/auth/<segments> inside the stand-in request scope. */
async function auth(method: Method, segments: string[], options: Options = {}, query = ""): Promise<Response> {
  const req = apiRequest(method, `/api/auth/${segments.join("/")}${query}`, options);
  const handler = method === "GET" ? route.GET : route.POST;
  return mockScope.run({ req, written: [] }, () => handler(req, { params: Promise.resolve({ nextauth: segments }) }));
}

function setCookies(response: Response): Map<string, string> {
  const found = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair!.indexOf("=");
    found.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
  return found;
}

async function csrf(): Promise<{ token: string; cookie: string }> {
  const response = await auth("GET", ["csrf"]);
  const { csrfToken } = (await jsonOf(response)) as { csrfToken: string };
  const value = setCookies(response).get("next-auth.csrf-token");
  expect(value).toBeTruthy();
  return { token: csrfToken, cookie: `next-auth.csrf-token=${value}` };
}

async function login(mode: "student" | "facilitator", email: string, password: string, client?: string) {
  const { token, cookie } = await csrf();
  const form = new URLSearchParams({ csrfToken: token, email, password, json: "true", callbackUrl: "http://localhost:3000/" });
  return auth("POST", ["callback", `${mode}-credentials`], {
    raw: form.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    cookie,
    client,
  });
}

const errorOf = async (response: Response) => new URL((await jsonOf(response)).url as string).searchParams.get("error");

describe("/api/auth (next-auth) over the embedded upstream", () => {
  it("lists the two credentials providers", async () => {
    const providers = await jsonOf(await auth("GET", ["providers"]));
    expect(Object.keys(providers)).toEqual(expect.arrayContaining(["student-credentials", "facilitator-credentials"]));
  });

  it("a student login sets a session cookie that the API routes accept", async () => {
    const response = await login("student", seedAccounts.student.email, seedPassword);
    expect(response.status).toBe(200);
    expect(await errorOf(response.clone())).toBeNull();
    const session = setCookies(response).get(sessionCookieName());
    // next-auth's encrypted session token (a JWE: five base64url parts).
    expect(session).toMatch(/^eyJ[\w-]*(\.[\w-]*){4}$/);
    const meAnswer = await call(me, "GET", "/api/me", { cookie: `${sessionCookieName()}=${session}` });
    expect(meAnswer.status).toBe(200);
    expect(await jsonOf(meAnswer)).toMatchObject({ user: { email: seedAccounts.student.email, type: "student" } });
  });

  it("a wrong password answers 401 with the upstream's message and no session", async () => {
    const response = await login("student", seedAccounts.student.email, "wrong-password");
    expect(response.status).toBe(401);
    expect(await errorOf(response.clone())).toBe(messages.upstream.invalidCredentials);
    expect(setCookies(response).has(sessionCookieName())).toBe(false);
  });

  it("signs a facilitator in on the Student toggle, as a facilitator", async () => {
    const wrongToggle = await login("student", seedAccounts.facilitator.email, seedPassword);
    expect(await errorOf(wrongToggle.clone())).toBeNull();
    const session = setCookies(wrongToggle).get(sessionCookieName());
    // next-auth's encrypted session token (a JWE: five base64url parts).
    expect(session).toMatch(/^eyJ[\w-]*(\.[\w-]*){4}$/);
    const meAnswer = await call(me, "GET", "/api/me", { cookie: `${sessionCookieName()}=${session}` });
    expect(await jsonOf(meAnswer)).toMatchObject({ user: { email: seedAccounts.facilitator.email, type: "instructor" } });
    const ok = await login("facilitator", seedAccounts.facilitator.email, seedPassword);
    expect(await errorOf(ok.clone())).toBeNull();
    expect(setCookies(ok).has(sessionCookieName())).toBe(true);
  });

  it("after five wrong passwords from one address (each with its other-role probe, which costs no try), the next tries answer 429 with Retry-After and the wait in words", async () => {
    const client = "127.203.113.200";
    // The probe of the other account kind goes through the gate, within the free tries only.
    for (let i = 0; i < 6; i++)
      expect(await errorOf(await login("student", seedAccounts.student.email, "wrong", client))).toBe(messages.upstream.invalidCredentials);
    const refused = await login("student", seedAccounts.student.email, seedPassword, client);
    expect(refused.status).toBe(429);
    const wait = refused.headers.get("retry-after");
    expect(wait).toBe("5");
    expect(await errorOf(refused.clone())).toBe("Too many attempts. Please try again in 5 seconds.");
    expect(setCookies(refused).has(sessionCookieName())).toBe(false);
  });

  it("a log-in with a 100 KB e-mail is refused as invalid, not counted and not slow", async () => {
    const started = Date.now();
    const response = await login("student", `a@${".".repeat(100 * 1024)} `, "whatever");
    expect(response.status).toBe(413);
    expect(await jsonOf(response)).toEqual({ message: messages.api.tooLarge });
    const invalid = await login("student", `${"a".repeat(300)}@example.org`, "whatever");
    expect(await errorOf(invalid)).toBe(messages.login.emailInvalid);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("next-auth's bad inputs answer 4xx or work", () => {
  it("POST /api/auth/signout with callbackUrl=foo (not a path of ours) answers our home page", async () => {
    const { token, cookie } = await csrf();
    const form = new URLSearchParams({ csrfToken: token, callbackUrl: "foo", json: "true" });
    const response = await auth("POST", ["signout"], {
      raw: form.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      cookie,
    });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ url: "http://localhost:3000" });
  });

  it.each(["//evil.example/x", "https://evil.example/", "javascript:alert(1)", "http://user:pw@localhost:3000/"])(
    "a sign-out callbackUrl of %s lands on our home page",
    async (callbackUrl) => {
      const { token, cookie } = await csrf();
      const form = new URLSearchParams({ csrfToken: token, callbackUrl, json: "true" });
      const response = await auth("POST", ["signout"], {
        raw: form.toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        cookie,
      });
      expect(await jsonOf(response)).toEqual({ url: "http://localhost:3000" });
    },
  );

  it("GET /api/auth/session?callbackUrl=: answers the (empty) session", async () => {
    const response = await auth("GET", ["session"], {}, "?callbackUrl=:");
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({});
  });

  it("a next-auth.callback-url cookie of %3A is deleted and the session call works", async () => {
    const response = await auth("GET", ["session"], { cookie: "next-auth.callback-url=%3A" });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({});
  });

  it("a body over 16 KiB is refused with 413 before next-auth reads it", async () => {
    const { token, cookie } = await csrf();
    const form = new URLSearchParams({ csrfToken: token, email: "a@b.co", password: "x".repeat(17 * 1024), json: "true" });
    const response = await auth("POST", ["callback", "student-credentials"], {
      raw: form.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      cookie,
    });
    expect(response.status).toBe(413);
    expect(await jsonOf(response)).toEqual({ message: messages.api.tooLarge });
  });

  it("PUT, PATCH and DELETE answer 405 in JSON (proxy.ts, before the route: it exports none of them)", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      expect((route as Record<string, unknown>)[method]).toBeUndefined();
      const response = methodAnswer(method, "/api/auth/session")!;
      expect(response.status).toBe(405);
      expect(await jsonOf(response)).toEqual({ message: messages.api.methodNotAllowed });
    }
  });

  it("fuzzed paths, queries and cookies on every next-auth endpoint: never a 5xx, always JSON or a redirect", async () => {
    const endpoints = [
      ["session"],
      ["csrf"],
      ["providers"],
      ["signin"],
      ["signout"],
      ["error"],
      ["callback", "student-credentials"],
      ["signin", "google"],
      ["nope"],
    ];
    const values = ["", ":", "%3A", "foo", "//x", "http://[::1", "\\evil", "%ff", "a".repeat(5000), "javascript:x"];
    const problems: string[] = [];
    for (const segments of endpoints) {
      for (const value of values) {
        for (const method of ["GET", "POST"] as const) {
          const query = `?callbackUrl=${encodeURIComponent(value)}&error=${encodeURIComponent(value)}`;
          const cookie = `next-auth.callback-url=${encodeURIComponent(value)}`;
          const response = await auth(
            method,
            segments,
            {
              cookie,
              raw: method === "POST" ? `callbackUrl=${encodeURIComponent(value)}` : undefined,
              headers: { "content-type": "application/x-www-form-urlencoded" },
            },
            query,
          ).catch((error: unknown) => new Response(String(error), { status: 599 }));
          const type = response.headers.get("content-type") ?? "";
          const fine =
            response.status < 500 &&
            (type.includes("json") || (response.status >= 300 && response.status < 400 && response.headers.has("location")));
          if (!fine) problems.push(`${method} /api/auth/${segments.join("/")} (${value.slice(0, 20)}): ${response.status} ${type}`);
        }
      }
    }
    expect(problems.slice(0, 10).join("\n")).toBe("");
  }, 60_000);

  it("fuzzed bodies to the credentials callback never make it fail (no 5xx, no thrown error)", async () => {
    const seed = Number(process.env.FUZZ_SEED || 7_2026);
    const { cookie } = await csrf();
    const bodies = fuzzBodies(seed, 200, { csrfToken: "x", email: seedAccounts.student.email, password: seedPassword, json: "true" });
    const problems: string[] = [];
    for (const [index, fuzz] of bodies.entries()) {
      const headers: Record<string, string> = {};
      if (fuzz.contentType !== null) headers["content-type"] = fuzz.contentType;
      const outcome = await auth("POST", ["callback", "student-credentials"], { raw: fuzz.body, headers, cookie }).then(
        (response) => (response.status >= 500 ? `status ${response.status}` : null),
        (error: unknown) => `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)} (Next answers 500)`,
      );
      if (outcome) problems.push(`FUZZ_SEED=${seed} #${index} [${fuzz.label}, ${fuzz.contentType}]: ${outcome}`);
    }
    expect(problems.slice(0, 10).join("\n")).toBe("");
  }, 30_000);
});

describe("while the site store is out of reach (a PostgreSQL restart)", () => {
  let consoleError: jest.SpyInstance;
  beforeAll(async () => {
    await useUnreachableStore();
    configureRateLimitForTests({ enabled: true, points: 10, windowSeconds: 60, backend: "store" });
  });
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());
  afterAll(async () => {
    configureRateLimitForTests({ enabled: true, points: 10, windowSeconds: 60 });
    await useMemoryStore();
  }, 60_000);

  it("the session answers 503 in JSON and keeps its cookie: nobody is signed out", async () => {
    const cookie = await sessionCookie({
      access_token: "t",
      user: { uid: "u1", email: "a@b.co", name: "A", picture: null, type: "student" },
    });
    const response = await auth("GET", ["session"], { cookie });
    expect(response.status).toBe(503);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await jsonOf(response)).toEqual({ message: messages.api.upstreamDown });
  });

  it("a session that has expired by its own token still ends, store or not", async () => {
    const cookie = await sessionCookie(
      { access_token: "t", user: { uid: "u1", email: "a@b.co", name: "A", picture: null, type: "student" } },
      { expiresInMs: -1_000 },
    );
    const response = await auth("GET", ["session"], { cookie });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({});
  });

  it("a sign-in answers 503 with the log-in page's \"not available\" sentence, never the driver's text", async () => {
    const response = await login("student", seedAccounts.student.email, seedPassword);
    expect(response.status).toBe(503);
    const body = JSON.stringify(await jsonOf(response.clone()));
    expect(body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/i);
    expect(await errorOf(response)).toBe(messages.login.unavailable);
  });
});
