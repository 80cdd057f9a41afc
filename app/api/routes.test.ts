import { eq } from "drizzle-orm";
import "@/test-support/api/env";
import { markEmailVerified } from "@/lib/auth/verified-emails";
import { randomUUID } from "node:crypto";
import { inArray, like } from "drizzle-orm";
import { BODY_LIMIT_BYTES } from "@/lib/api/body";
import { methodAnswer } from "@/lib/api/method-guard";
import { configureRateLimitForTests } from "@/lib/limits";
import { afterAnswerSettled } from "@/lib/mail/after-answer";
import { messages } from "@/lib/messages";
import { setUpstreamForTests } from "@/lib/upstream";
import { seedAccounts, seedPassword } from "@/upstream-reference/src/seed";
import { contactMessages, trialSessions, users } from "@/upstream-reference/src/schema";
import type { AuthSession } from "@/upstream-contract/types";
import { call, jsonOf, sessionCookie, sessionCookieName, type Method, type RouteModule } from "@/test-support/api/requests";
import { freshEmbedded } from "@/test-support/upstream/fixtures";
import * as contact from "./contact/route";
import * as currentGame from "./dashboard/current-game/route";
import * as dashboardGames from "./dashboard/games/route";
import * as me from "./me/route";
import * as passwordResetConfirm from "./password-reset/confirm/route";
import * as passwordReset from "./password-reset/route";
import * as register from "./register/route";
import * as simulations from "./simulations/route";
import * as trial from "./trial/route";
import { getStore, storeDb, storeTables } from "@/lib/store";
import { trialSessionsOf } from "@/lib/trial/trial-requests";
import { restoreRouteTestState } from "@/test-support/api/state";
import { useMemoryStore } from "@/test-support/store/memory-store";

/**
 * The route handlers called directly with NextRequest, over a fresh embedded upstream (PGlite in a temp
 * folder). Every request gets its own rate-limit key unless a test pins one.
 */

const api = messages.api;
const fixture = freshEmbedded();
let student: AuthSession;
let facilitator: AuthSession;
let studentCookie: string;
let facilitatorCookie: string;

beforeAll(async () => {
  // Ended sessions, one-time links and the mail outbox live in the site store.
  await useMemoryStore();
  await getStore(); // opened here, not inside the first test's time budget
  await fixture.upstream.ready();
  setUpstreamForTests(fixture.upstream);
  configureRateLimitForTests({ enabled: true, points: 10, windowSeconds: 60 });
  student = await fixture.upstream.loginStudent({ email: seedAccounts.student.email, password: seedPassword });
  // The demo student's address is proved upstream; a real sign-in records that here (lib/auth/email-verification.ts).
  await markEmailVerified(await storeDb(), seedAccounts.student.email);
  facilitator = await fixture.upstream.loginProfessor({ email: seedAccounts.facilitator.email, password: seedPassword });
  studentCookie = await sessionCookie(student);
  facilitatorCookie = await sessionCookie(facilitator);
}, 60_000);

afterAll(() => restoreRouteTestState(fixture), 30_000);

const db = () => fixture.upstream.ready();

interface RouteCase {
  path: string;
  route: RouteModule;
  allowed: Method[];
}

const routes: RouteCase[] = [
  { path: "/api/contact", route: contact, allowed: ["POST"] },
  { path: "/api/trial", route: trial, allowed: ["POST"] },
  { path: "/api/register", route: register, allowed: ["POST"] },
  { path: "/api/password-reset", route: passwordReset, allowed: ["POST"] },
  { path: "/api/password-reset/confirm", route: passwordResetConfirm, allowed: ["POST"] },
  { path: "/api/me", route: me, allowed: ["GET", "PUT"] },
  { path: "/api/simulations", route: simulations, allowed: ["GET"] },
  { path: "/api/dashboard/games", route: dashboardGames, allowed: ["GET"] },
  { path: "/api/dashboard/current-game", route: currentGame, allowed: ["PUT"] },
];

/** The state-changing calls, each with the session it needs and a body it accepts. */
interface BodyCase {
  path: string;
  route: RouteModule;
  method: "POST" | "PUT";
  cookie?: () => string;
  valid: () => Record<string, unknown>;
  /** The fields without a default. */
  required: string[];
}

const validSignup = () => ({
  name: "New Person",
  email: `new-${randomUUID().slice(0, 8)}@example.org`,
  display_type: "Student",
  password: "secret-123",
  confirmPassword: "secret-123",
  terms: true,
});

const bodyRoutes: BodyCase[] = [
  {
    path: "/api/contact",
    route: contact,
    method: "POST",
    valid: () => ({ name: "Ann", email: "ann@example.org", message: "A demo please", kind: "demo" }),
    required: ["name", "email", "message"],
  },
  {
    path: "/api/trial",
    route: trial,
    method: "POST",
    cookie: () => studentCookie,
    valid: () => ({ current_trial_game_id: "ev-gambit" }),
    required: ["current_trial_game_id"],
  },
  {
    path: "/api/register",
    route: register,
    method: "POST",
    valid: validSignup,
    required: ["name", "email", "display_type", "password", "confirmPassword", "terms"],
  },
  {
    path: "/api/password-reset",
    route: passwordReset,
    method: "POST",
    valid: () => ({ email: "nobody-here@example.org", mode: "student" }),
    required: ["email"],
  },
  {
    path: "/api/password-reset/confirm",
    route: passwordResetConfirm,
    method: "POST",
    valid: () => ({ token: "A".repeat(43), new_password: "secret-123", confirm_password: "secret-123" }),
    required: ["token", "new_password", "confirm_password"],
  },
  { path: "/api/me", route: me, method: "PUT", cookie: () => studentCookie, valid: () => ({ name: "Demo Student" }), required: ["name"] },
  {
    path: "/api/dashboard/current-game",
    route: currentGame,
    method: "PUT",
    cookie: () => facilitatorCookie,
    valid: () => ({ game_id: "ev-gambit" }),
    required: ["game_id"],
  },
];

async function expectError(response: Response, status: number, message: string) {
  const body = await jsonOf(response);
  expect({ status: response.status, message: body.message }).toEqual({ status, message });
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return body;
}

describe("405 on a method a route does not serve", () => {
  const methods: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
  const cases = routes.flatMap(({ path, route, allowed }) =>
    methods.filter((m) => !allowed.includes(m)).map((method) => ({ path, route, allowed, method })),
  );

  // The module exports no handler for it: proxy.ts answers before the route runs (lib/api/method-guard.ts),
  // naming the route's methods, HEAD beside GET, and OPTIONS.
  it.each(cases)("$method $path → 405, Allow: $allowed", async ({ path, route, allowed, method }) => {
    expect(route[method]).toBeUndefined();
    const response = methodAnswer(method, path)!;
    await expectError(response, 405, api.methodNotAllowed);
    const allow = (["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"] as const).filter(
      (m) => allowed.includes(m) || m === "OPTIONS" || (m === "HEAD" && allowed.includes("GET")),
    );
    expect(response.headers.get("allow")).toBe(allow.join(", "));
  });
});

describe("400 with per-field messages on a bad body", () => {
  it.each(bodyRoutes)("$method $path: invalid JSON → 400", async ({ path, route, method, cookie }) => {
    const response = await call(route, method, path, {
      raw: "{not json",
      headers: { "content-type": "application/json" },
      cookie: cookie?.(),
    });
    await expectError(response, 400, api.invalidJson);
  });

  it.each(bodyRoutes)(
    "$method $path: an array, null or a number instead of an object → 400 (_form)",
    async ({ path, route, method, cookie }) => {
      for (const json of [[], null, 42, "text"]) {
        const body = await expectError(await call(route, method, path, { json, cookie: cookie?.() }), 400, api.invalidInput);
        expect(Object.keys(body.errors as object)).toEqual(["_form"]);
      }
    },
  );

  it.each(bodyRoutes)(
    "$method $path: an empty object names every required field ($required)",
    async ({ path, route, method, cookie, required }) => {
      const body = await expectError(await call(route, method, path, { json: {}, cookie: cookie?.() }), 400, api.invalidInput);
      expect(Object.keys(body.errors as object).sort()).toEqual([...required].sort());
      for (const list of Object.values(body.errors as Record<string, unknown>)) expect(list).toEqual([expect.any(String)]);
    },
  );

  it("contact: the form's messages, field by field", async () => {
    const response = await call(contact, "POST", "/api/contact", { json: { name: " ", email: "", message: "", kind: "demo" } });
    const body = await expectError(response, 400, api.invalidInput);
    expect(body.errors).toEqual({
      name: [messages.contact.nameRequired],
      email: [messages.contact.emailRequired],
      message: [messages.contact.messageRequired],
    });
    const invalid = await jsonOf(
      await call(contact, "POST", "/api/contact", { json: { name: "A", email: "a@b", message: "m", kind: "spam" } }),
    );
    expect(invalid.errors).toEqual({ email: [messages.contact.emailInvalid], kind: [expect.any(String)] });
  });

  it("register: SPEC §5's sign-up messages", async () => {
    const response = await call(register, "POST", "/api/register", {
      json: { name: "", email: "not-an-email", display_type: "Admin", password: "12345", confirmPassword: "54321", terms: false },
    });
    const body = await expectError(response, 400, api.invalidInput);
    expect(body.errors).toEqual({
      name: [messages.signup.nameRequired],
      email: [messages.signup.emailInvalid],
      display_type: [expect.any(String)],
      password: [messages.signup.passwordShort],
      confirmPassword: [messages.signup.mismatch],
      terms: [messages.signup.termsRequired],
    });
    const mismatch = await jsonOf(
      await call(register, "POST", "/api/register", { json: { ...validSignup(), confirmPassword: "other-123" } }),
    );
    expect(mismatch.errors).toEqual({ confirmPassword: [messages.signup.mismatch] });
  });

  it("password reset: the e-mail step's message, then SPEC §5's password messages on the link's step", async () => {
    const forgot = await call(passwordReset, "POST", "/api/password-reset", { json: { email: "bad", mode: "student" } });
    expect((await expectError(forgot, 400, api.invalidInput)).errors).toEqual({ email: [messages.forgot.emailInvalid] });
    const response = await call(passwordResetConfirm, "POST", "/api/password-reset/confirm", {
      json: { token: "A".repeat(43), new_password: "123", confirm_password: "" },
    });
    const body = await expectError(response, 400, api.invalidInput);
    expect(body.errors).toEqual({
      new_password: [messages.reset.passwordShort],
      confirm_password: [messages.reset.confirmRequired],
    });
    const mismatch = await jsonOf(
      await call(passwordResetConfirm, "POST", "/api/password-reset/confirm", {
        json: { token: "A".repeat(43), new_password: "123456", confirm_password: "654321" },
      }),
    );
    expect(mismatch.errors).toEqual({ confirm_password: [messages.reset.mismatch] });
  });

  it("trial: the game is the one field, and an address sent with it is not read (the account's is)", async () => {
    const response = await call(trial, "POST", "/api/trial", { cookie: studentCookie, json: { email: "  ", current_trial_game_id: "" } });
    const body = await expectError(response, 400, api.invalidInput);
    expect(body.errors).toEqual({ current_trial_game_id: [messages.trial.gameRequired] });
  });

  it("profile and current game: blank values", async () => {
    const profile = await jsonOf(await call(me, "PUT", "/api/me", { cookie: studentCookie, json: { name: "   " } }));
    expect(profile.errors).toEqual({ name: [messages.signup.nameRequired] });
    const game = await jsonOf(
      await call(currentGame, "PUT", "/api/dashboard/current-game", { cookie: facilitatorCookie, json: { game_id: "" } }),
    );
    expect(Object.keys(game.errors as object)).toEqual(["game_id"]);
  });

  it("a body that is not UTF-8 → 400 invalid JSON", async () => {
    const response = await call(contact, "POST", "/api/contact", {
      raw: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      headers: { "content-type": "application/json" },
    });
    await expectError(response, 400, api.invalidJson);
  });
});

describe("413 above 16 KiB", () => {
  const padded = (valid: Record<string, unknown>, size: number) => {
    const base = JSON.stringify({ ...valid, pad: "" });
    return JSON.stringify({ ...valid, pad: "x".repeat(size - Buffer.byteLength(base)) });
  };

  it.each(bodyRoutes)("$method $path: a body of 16 KiB + 1 byte → 413", async ({ path, route, method, cookie, valid }) => {
    const raw = padded(valid(), BODY_LIMIT_BYTES + 1);
    expect(Buffer.byteLength(raw)).toBe(BODY_LIMIT_BYTES + 1);
    const response = await call(route, method, path, { raw, headers: { "content-type": "application/json" }, cookie: cookie?.() });
    await expectError(response, 413, api.tooLarge);
  });

  it.each(bodyRoutes)("$method $path: a body of exactly 16 KiB is read (not 413)", async ({ path, route, method, cookie, valid }) => {
    const raw = padded(valid(), BODY_LIMIT_BYTES);
    const response = await call(route, method, path, { raw, headers: { "content-type": "application/json" }, cookie: cookie?.() });
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });

  it("a declared Content-Length above the limit → 413 before reading", async () => {
    const response = await call(contact, "POST", "/api/contact", {
      raw: "{}",
      headers: { "content-type": "application/json", "content-length": String(BODY_LIMIT_BYTES * 100) },
    });
    await expectError(response, 413, api.tooLarge);
  });

  it("a streamed body without Content-Length is cut off at the limit, not read to the end", async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(`"${"y".repeat(4094)}",`);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000) controller.close();
        else controller.enqueue(pulled === 1 ? new TextEncoder().encode("[") : chunk);
      },
    });
    const response = await call(contact, "POST", "/api/contact", { raw: stream, headers: { "content-type": "application/json" } });
    await expectError(response, 413, api.tooLarge);
    expect(pulled).toBeLessThan(20);
  });
});

describe("403 on a cross-site state-changing call", () => {
  const origins: Array<[string, Record<string, string>, string | null]> = [
    ["another site's Origin", {}, "https://evil.example"],
    ["Origin: null (sandboxed frame)", {}, "null"],
    ["same host, other scheme", {}, "https://localhost:3000"],
    ["no Origin, Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }, null],
    ["no Origin, Sec-Fetch-Site: same-site", { "sec-fetch-site": "same-site" }, null],
  ];
  const cases = bodyRoutes.flatMap((route) => origins.map(([label, headers, origin]) => ({ ...route, label, headers, origin })));

  it.each(cases)("$method $path, $label → 403", async ({ path, route, method, cookie, valid, headers, origin }) => {
    const response = await call(route, method, path, { json: valid(), headers, origin, cookie: cookie?.() });
    await expectError(response, 403, api.crossSite);
  });

  it("refuses before storing anything", async () => {
    const marker = `cross-site-${randomUUID()}`;
    await call(contact, "POST", "/api/contact", {
      json: { name: "X", email: "x@example.org", message: marker },
      origin: "https://evil.example",
    });
    const rows = await (await db()).select().from(contactMessages).where(like(contactMessages.message, marker));
    expect(rows).toHaveLength(0);
  });

  it("accepts the site's own origin, and callers that are not browsers (no Origin, no Sec-Fetch-Site)", async () => {
    const json = { name: "Ann", email: "ann@example.org", message: "same origin" };
    expect((await call(contact, "POST", "/api/contact", { json })).status).toBe(200);
    expect((await call(contact, "POST", "/api/contact", { json, origin: null })).status).toBe(200);
    expect((await call(contact, "POST", "/api/contact", { json, origin: null, headers: { "sec-fetch-site": "same-origin" } })).status).toBe(
      200,
    );
  });

  it("does not check reads (GET)", async () => {
    const response = await call(simulations, "GET", "/api/simulations", { origin: "https://evil.example" });
    expect(response.status).toBe(200);
  });
});

describe("429 with Retry-After when the budget is spent", () => {
  const limited = bodyRoutes.filter((r) => ["/api/contact", "/api/trial", "/api/register", "/api/password-reset"].includes(r.path));

  beforeEach(() => configureRateLimitForTests({ enabled: true, points: 3, windowSeconds: 30 }));
  afterAll(() => configureRateLimitForTests({ enabled: true, points: 10, windowSeconds: 60 }));

  it.each(limited)("$method $path: the 4th call of one client within the window → 429", async ({ path, route, method, cookie }) => {
    const client = `127.203.113.${Math.floor(Math.random() * 250) + 1}`;
    // Invalid bodies spend the budget too: the limit comes before the body is read (not the site-wide ceiling).
    for (let i = 0; i < 3; i++) {
      const response = await call(route, method, path, { json: {}, client, cookie: cookie?.() });
      expect(response.status).toBe(400);
    }
    const refused = await call(route, method, path, { json: {}, client, cookie: cookie?.() });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);
    await expectError(refused, 429, `Too many attempts. Please try again in ${retryAfter} seconds.`);
    // What a client forges stands before the entry the proxy wrote: it does not make it another client.
    const forged = await call(route, method, path, {
      json: {},
      cookie: cookie?.(),
      headers: { "x-forwarded-for": `127.192.2.99, ${client}` },
    });
    expect(forged.status).toBe(429);
    if (cookie) {
      // A signed-in account pays from its own budget: spent from one address, spent from every one,
      expect((await call(route, method, path, { json: {}, client: `${client}-other`, cookie: cookie() })).status).toBe(429);
      // and another account at the same address has its own.
      expect((await call(route, method, path, { json: {}, client, cookie: facilitatorCookie })).status).toBe(400);
    } else {
      // Another client still has its own budget.
      expect((await call(route, method, path, { json: {}, client: `${client}-other` })).status).toBe(400);
    }
  });

  it("each route has its own bucket", async () => {
    const client = "127.51.100.77";
    for (let i = 0; i < 3; i++) await call(contact, "POST", "/api/contact", { json: {}, client });
    expect((await call(contact, "POST", "/api/contact", { json: {}, client })).status).toBe(429);
    expect((await call(register, "POST", "/api/register", { json: {}, client })).status).toBe(400);
  });

  it("a refused call never reaches the upstream", async () => {
    const client = "127.51.100.78";
    const marker = `limited-${randomUUID()}`;
    const json = { name: "Lim", email: "lim@example.org", message: marker };
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await call(contact, "POST", "/api/contact", { json: { ...json, message: `${marker}-${i}` }, client })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const rows = await (
      await db()
    )
      .select()
      .from(contactMessages)
      .where(like(contactMessages.message, `${marker}-%`));
    expect(rows.map((r) => r.message).sort()).toEqual([0, 1, 2].map((i) => `${marker}-${i}`));
  });

  it("reads are not limited, and RATE_LIMIT_ENABLED=false turns the limit off", async () => {
    const client = "127.51.100.79";
    for (let i = 0; i < 6; i++) expect((await call(simulations, "GET", "/api/simulations", { client })).status).toBe(200);
    configureRateLimitForTests({ enabled: false, points: 1, windowSeconds: 30 });
    for (let i = 0; i < 5; i++) expect((await call(contact, "POST", "/api/contact", { json: {}, client })).status).toBe(400);
  });
});

describe("401 / 403 without the right session", () => {
  const needsUser: Array<{ path: string; route: RouteModule; method: Method; json?: unknown }> = [
    { path: "/api/trial", route: trial, method: "POST", json: { email: "t@example.org", current_trial_game_id: "ev-gambit" } },
    { path: "/api/me", route: me, method: "GET" },
    { path: "/api/me", route: me, method: "PUT", json: { name: "X" } },
    { path: "/api/dashboard/games", route: dashboardGames, method: "GET" },
    { path: "/api/dashboard/current-game", route: currentGame, method: "PUT", json: { game_id: "ev-gambit" } },
  ];
  const instructorOnly = needsUser.filter((r) => r.path.startsWith("/api/dashboard"));

  it.each(needsUser)("$method $path without a session → 401", async ({ path, route, method, json }) => {
    await expectError(await call(route, method, path, { json }), 401, api.unauthorized);
  });

  it.each(needsUser)("$method $path with an expired session → 401", async ({ path, route, method, json }) => {
    const cookie = await sessionCookie(student, { expiresInMs: -1000 });
    await expectError(await call(route, method, path, { json, cookie }), 401, api.unauthorized);
  });

  it.each(needsUser)("$method $path with a forged cookie → 401", async ({ path, route, method, json }) => {
    const cookie = `${sessionCookieName()}=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged.forged.forged`;
    await expectError(await call(route, method, path, { json, cookie }), 401, api.unauthorized);
  });

  it.each(instructorOnly)("$method $path as a student → 403", async ({ path, route, method, json }) => {
    await expectError(await call(route, method, path, { json, cookie: studentCookie }), 403, api.forbidden);
  });

  it("a live cookie whose upstream token was revoked → the upstream's 401", async () => {
    const session = await fixture.upstream.loginStudent({ email: seedAccounts.student.email, password: seedPassword });
    const cookie = await sessionCookie(session);
    expect((await call(me, "GET", "/api/me", { cookie })).status).toBe(200);
    await fixture.upstream.signOut(session.access_token);
    await expectError(await call(me, "GET", "/api/me", { cookie }), 401, messages.upstream.invalidToken);
  });

  it("does not let a session act on another person's records", async () => {
    const cookie = await sessionCookie({ ...student, user: { ...student.user, type: "instructor", uid: facilitator.user.uid } });
    // The session claims the facilitator's uid with the student's upstream token: the upstream says no.
    await expectError(await call(dashboardGames, "GET", "/api/dashboard/games", { cookie }), 403, messages.upstream.forbidden);
  });
});

describe("what each route answers when all is well", () => {
  it("GET /api/simulations → the seeded list", async () => {
    const body = await jsonOf(await call(simulations, "GET", "/api/simulations"));
    expect(body.data).toHaveLength(10);
    expect(body.data).toContainEqual({ gameId: "ev-gambit", name: "The EV Gambit" });
  });

  it("POST /api/contact → stored once, trimmed, with its kind", async () => {
    const marker = `hello-${randomUUID()}`;
    const response = await call(contact, "POST", "/api/contact", {
      json: { name: "  Bo  ", email: " bo@example.org ", message: `  ${marker}  `, kind: "collaboration" },
    });
    expect([response.status, await jsonOf(response)]).toEqual([200, { success: true }]);
    const rows = await (await db()).select().from(contactMessages).where(like(contactMessages.message, marker));
    expect(rows).toEqual([expect.objectContaining({ name: "Bo", email: "bo@example.org", message: marker, kind: "collaboration" })]);
  });

  it("POST /api/register → 201 with the public fields; the same e-mail again → 409", async () => {
    const input = validSignup();
    const response = await call(register, "POST", "/api/register", { json: { ...input, display_type: "Facilitator" } });
    expect(response.status).toBe(201);
    const body = await jsonOf(response);
    expect(body).toEqual({ user: { uid: expect.any(String), email: input.email, name: input.name, picture: null, type: "instructor" } });
    const again = await call(register, "POST", "/api/register", { json: { ...input, email: input.email.toUpperCase() } });
    await expectError(again, 409, messages.upstream.emailTaken);
    const rows = await (
      await db()
    )
      .select()
      .from(users)
      .where(inArray(users.email, [input.email, input.email.toUpperCase()]));
    expect(rows).toHaveLength(1);
  });

  it("POST /api/password-reset refuses the one-step request of before (e-mail + new password): 400, password unchanged", async () => {
    const input = validSignup();
    await call(register, "POST", "/api/register", { json: input });
    const response = await call(passwordReset, "POST", "/api/password-reset", {
      json: { email: input.email, new_password: "taken-over", confirm_password: "taken-over", mode: "student" },
    });
    await expectError(response, 400, api.invalidInput);
    await expect(fixture.upstream.loginStudent({ email: input.email, password: "taken-over" })).rejects.toMatchObject({ status: 401 });
    await expect(fixture.upstream.loginStudent({ email: input.email, password: input.password })).resolves.toMatchObject({
      user: { email: input.email },
    });
  });

  it("PUT /api/me changes the account's kind until a trial depends on it, then answers the refusal in words", async () => {
    const input = validSignup();
    await call(register, "POST", "/api/register", { json: input });
    const cookie = await sessionCookie(await fixture.upstream.loginStudent({ email: input.email, password: input.password }));
    const changed = await call(me, "PUT", "/api/me", { cookie, json: { name: input.name, display_type: "Facilitator" } });
    expect(changed.status).toBe(200);
    expect(await jsonOf(changed)).toMatchObject({ user: { email: input.email, type: "instructor" } });

    await fixture.upstream.createTrialSession({ name: input.name, email: input.email, current_trial_game_id: "ev-gambit" });
    await expectError(
      await call(me, "PUT", "/api/me", { cookie, json: { name: input.name, display_type: "Student" } }),
      409,
      messages.upstream.kindFixed,
    );
  });

  it("reset by mailed link (embedded upstream): same answer for known and unknown, link from the outbox, new password works once, sessions end", async () => {
    const input = validSignup();
    await call(register, "POST", "/api/register", { json: input });
    const session = await fixture.upstream.loginStudent({ email: input.email, password: input.password });
    const cookie = await sessionCookie(session);
    expect((await call(me, "GET", "/api/me", { cookie })).status).toBe(200);

    const known = await call(passwordReset, "POST", "/api/password-reset", { json: { email: input.email, mode: "student" } });
    const unknown = await call(passwordReset, "POST", "/api/password-reset", {
      json: { email: "nobody-at-all@example.org", mode: "student" },
    });
    expect([known.status, await jsonOf(known)]).toEqual([200, { success: true, detail: messages.forgot.sent }]);
    expect([unknown.status, await jsonOf(unknown)]).toEqual([200, { success: true, detail: messages.forgot.sent }]);

    // No SMTP_URL in tests: the mail sits in the store's outbox, once sent after the answer.
    await afterAnswerSettled();
    const { mailOutbox } = storeTables;
    const outbox = await (await storeDb()).select().from(mailOutbox).where(eq(mailOutbox.recipient, input.email)).orderBy(mailOutbox.id);
    const resetMail = outbox.find((mail) => mail.subject === "Reset your BizSim Lab password");
    const token = resetMail?.textBody.match(/\/reset-password\?token=([A-Za-z0-9_-]{43})/)?.[1];
    expect(token).toHaveLength(43);

    const confirm = (password: string) =>
      call(passwordResetConfirm, "POST", "/api/password-reset/confirm", {
        json: { token, new_password: password, confirm_password: password },
      });
    const done = await confirm("new-secret-1");
    expect([done.status, await jsonOf(done)]).toEqual([200, { success: true, detail: messages.reset.success }]);
    await expect(fixture.upstream.loginStudent({ email: input.email, password: "new-secret-1" })).resolves.toMatchObject({
      user: { email: input.email },
    });
    await expectError(await confirm("another-one"), 400, messages.resetPage.used);
    await expect(fixture.upstream.loginStudent({ email: input.email, password: "another-one" })).rejects.toMatchObject({ status: 401 });
    // The session from before the reset is over.
    await expectError(await call(me, "GET", "/api/me", { cookie }), 401, api.unauthorized);
  });

  it("POST /api/trial → a session code with the game's prefix; an unknown game → 404", async () => {
    const response = await call(trial, "POST", "/api/trial", {
      cookie: studentCookie,
      json: { current_trial_game_id: "ev-gambit" },
    });
    const body = await jsonOf(response);
    expect(response.status).toBe(200);
    expect(body).toEqual({
      session: { code: expect.stringMatching(/^P5-[A-Z0-9]{6}$/) },
      trial_user: { name: "Demo Student", email: seedAccounts.student.email },
    });
    const rows = await (
      await db()
    )
      .select()
      .from(trialSessions)
      .where(like(trialSessions.code, (body.session as { code: string }).code));
    expect(rows).toHaveLength(1);
    // The site keeps the code for the person's dashboard and the game page.
    const kept = await trialSessionsOf(await storeDb(), student.user.uid, "ev-gambit");
    expect(kept).toEqual([{ gameId: "ev-gambit", code: (body.session as { code: string }).code, requestedAt: expect.any(String) }]);
    const unknown = await call(trial, "POST", "/api/trial", {
      cookie: studentCookie,
      json: { email: "t@example.org", current_trial_game_id: "nope" },
    });
    await expectError(unknown, 404, messages.upstream.simulationNotFound);
  });

  it("a typed address and a phishing name → the mail goes to the account, under the account's name, three an hour", async () => {
    const input = validSignup();
    await call(register, "POST", "/api/register", { json: input });
    const session = await fixture.upstream.loginStudent({ email: input.email, password: input.password });
    const cookie = await sessionCookie(session);
    const json = {
      email: "inbox.target@example.com",
      name: "Bob - your account is suspended, verify at https://evil.example/login",
      current_trial_game_id: "ev-gambit",
    };
    // Until the student proves the address, their trial mails nobody.
    await expectError(await call(trial, "POST", "/api/trial", { cookie, json }), 403, messages.trial.verifyFirst);
    await markEmailVerified(await storeDb(), input.email);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(trial, "POST", "/api/trial", { cookie, json })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const rows = await (
      await db()
    )
      .select()
      .from(trialSessions)
      .where(inArray(trialSessions.email, [input.email.toLowerCase(), json.email]));
    expect(rows.map((row) => [row.email, row.name])).toEqual(Array(3).fill([input.email.toLowerCase(), input.name]));
  });

  it("GET and PUT /api/me → the person, renamed", async () => {
    const input = validSignup();
    await call(register, "POST", "/api/register", { json: input });
    const session = await fixture.upstream.loginStudent({ email: input.email, password: input.password });
    const cookie = await sessionCookie(session);
    expect(await jsonOf(await call(me, "GET", "/api/me", { cookie }))).toEqual({ user: session.user });
    const renamed = await jsonOf(await call(me, "PUT", "/api/me", { cookie, json: { name: "  Renamed Person " } }));
    expect(renamed.user).toMatchObject({ uid: session.user.uid, name: "Renamed Person" });
  });

  it("GET /api/dashboard/games → the facilitator's allow-listed, unexpired games", async () => {
    const body = await jsonOf(await call(dashboardGames, "GET", "/api/dashboard/games", { cookie: facilitatorCookie }));
    const ids = (body.data as Array<{ game_id: string }>).map((r) => r.game_id).sort();
    expect(ids).toEqual(["ev-gambit", "fruit-beer", "stock-flow", "theory-of-constraint"]);
  });

  it("PUT /api/dashboard/current-game → success; an unknown game → 404", async () => {
    const ok = await call(currentGame, "PUT", "/api/dashboard/current-game", {
      cookie: facilitatorCookie,
      json: { game_id: "fruit-beer" },
    });
    expect([ok.status, await jsonOf(ok)]).toEqual([200, { success: true }]);
    const unknown = await call(currentGame, "PUT", "/api/dashboard/current-game", { cookie: facilitatorCookie, json: { game_id: "nope" } });
    await expectError(unknown, 404, messages.upstream.simulationNotFound);
  });
});

describe("200 concurrent contact submissions", () => {
  it("are all answered 200 and stored exactly once each", async () => {
    const run = randomUUID();
    const markers = Array.from({ length: 200 }, (_, i) => `concurrent-${run}-${String(i).padStart(3, "0")}`);
    const before = (await (await db()).select().from(contactMessages)).length;
    const responses = await Promise.all(
      markers.map((marker, i) =>
        call(contact, "POST", "/api/contact", {
          json: { name: `Person ${i}`, email: `p${i}@example.org`, message: marker, kind: "demo" },
          client: `127.192.2.${i % 250}-${i}`,
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(markers.map(() => 200));
    const rows = await (
      await db()
    )
      .select()
      .from(contactMessages)
      .where(like(contactMessages.message, `concurrent-${run}-%`));
    expect(rows.map((r) => r.message).sort()).toEqual(markers);
    expect(rows.every((r, _i, all) => all.filter((o) => o.message === r.message).length === 1)).toBe(true);
    const after = (await (await db()).select().from(contactMessages)).length;
    expect(after - before).toBe(200);
  }, 60_000);
});
