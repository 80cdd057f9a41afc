import "@/test-support/api/env";
import { scopedKeyId } from "@/lib/api/idempotency-key";
import { configureRateLimitForTests } from "@/lib/limits";
import { messages } from "@/lib/messages";
import { markEmailVerified } from "@/lib/accounts/verified-emails";
import { getStore, resetStoreForTests, storeDb } from "@/lib/store";
import { UpstreamError, setUpstreamForTests } from "@/lib/upstream";
import type { Upstream } from "@/lib/upstream/types";
import { call, jsonOf, sessionCookie } from "@/test-support/api/requests";
import { useMemoryStore } from "@/test-support/store/memory-store";
import * as contact from "./contact/route";
import * as register from "./register/route";
import * as trial from "./trial/route";

/**
 * Writes sent with an Idempotency-Key (lib/api/idempotency.ts through lib/api/handler.ts): a retry
 * gets the first answer and the upstream sees the write once.
 */
const upstream = {
  submitContact: jest.fn(async () => undefined),
  createTrialSession: jest.fn(async () => ({ session: { code: "P5-ABC" }, trial_user: { name: "Ann", email: "ann@example.com" } })),
  register: jest.fn(),
} as unknown as jest.Mocked<Upstream>;

jest.setTimeout(60_000);
beforeAll(async () => {
  await useMemoryStore();
  await getStore();
  setUpstreamForTests(upstream);
  configureRateLimitForTests({ enabled: false });
});
beforeEach(() => jest.clearAllMocks());
afterAll(async () => {
  setUpstreamForTests(null);
  configureRateLimitForTests(null);
  await resetStoreForTests();
});

let n = 0;
const newKey = () => `"test-key-${++n}-${"x".repeat(20)}"`;
const demo = { name: "Ann", email: "ann@example.com", message: "A demo, please", kind: "demo" };
const send = (key: string | null, json: unknown = demo) =>
  call(contact, "POST", "/api/contact", { json, headers: key ? { "idempotency-key": key } : {} });

describe("Idempotency-Key on the site's writes", () => {
  it("a retry with the same key and body gets the first answer; the upstream sees one demo request", async () => {
    const key = newKey();
    const first = await send(key);
    expect(first.status).toBe(200);
    const again = await send(key);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await jsonOf(again)).toEqual(await jsonOf(first));
    expect(upstream.submitContact).toHaveBeenCalledTimes(1);
  });

  it("the same key with another body is refused with 422, and nothing is sent", async () => {
    const key = newKey();
    await send(key);
    const other = await send(key, { ...demo, message: "Something else" });
    expect(other.status).toBe(422);
    expect(await jsonOf(other)).toEqual({ message: messages.api.idempotencyKeyReused });
    expect(upstream.submitContact).toHaveBeenCalledTimes(1);
  });

  it("a retry while the first request still runs answers 409", async () => {
    let finish!: () => void;
    upstream.submitContact.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    const key = newKey();
    const first = send(key);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await send(key);
    expect(second.status).toBe(409);
    expect(await jsonOf(second)).toEqual({ message: messages.api.idempotencyInProgress });
    finish();
    expect((await first).status).toBe(200);
    expect(upstream.submitContact).toHaveBeenCalledTimes(1);
  });

  it("a 5xx is not kept: the retry runs again and its success is what later retries get", async () => {
    upstream.submitContact.mockRejectedValueOnce(new UpstreamError(502, messages.api.upstreamDown));
    const key = newKey();
    expect((await send(key)).status).toBe(502);
    expect((await send(key)).status).toBe(200);
    const third = await send(key);
    expect([third.status, third.headers.get("idempotent-replayed")]).toEqual([200, "true"]);
    expect(upstream.submitContact).toHaveBeenCalledTimes(2);
  });

  it("a refusal by the upstream (4xx) is kept and replayed", async () => {
    upstream.register.mockRejectedValueOnce(new UpstreamError(409, messages.upstream.emailTaken));
    const key = newKey();
    const body = {
      name: "Ann",
      email: "ann@example.com",
      password: "secret-1",
      confirmPassword: "secret-1",
      display_type: "Student",
      terms: true,
    };
    const first = await call(register, "POST", "/api/register", { json: body, headers: { "idempotency-key": key } });
    const again = await call(register, "POST", "/api/register", { json: body, headers: { "idempotency-key": key } });
    expect([first.status, again.status]).toEqual([409, 409]);
    expect(await jsonOf(again)).toEqual({ message: messages.upstream.emailTaken });
    expect(upstream.register).toHaveBeenCalledTimes(1);
  });

  it("keys are per account: another person's request with the same key runs, and gets its own answer", async () => {
    const user = (uid: string) => ({ uid, email: `${uid}@example.com`, name: uid, picture: null, type: "instructor" as const });
    const key = newKey();
    const body = { name: "Ann", email: "ann@example.com", current_trial_game_id: "ev-gambit" };
    for (const uid of ["u1", "u2"]) {
      const cookie = await sessionCookie({ access_token: `t-${uid}`, user: user(uid) });
      const response = await call(trial, "POST", "/api/trial", { json: body, cookie, headers: { "idempotency-key": key } });
      expect([response.status, response.headers.get("idempotent-replayed")]).toEqual([200, null]);
    }
    expect(upstream.createTrialSession).toHaveBeenCalledTimes(2);
  });

  it("each write passes the site's hashed, namespaced key id to the upstream, and no key without the header", async () => {
    const key = newKey();
    await send(key);
    const id = scopedKeyId(key.slice(1, -1), { method: "POST", path: "/api/contact", account: null });
    // As the shared schema reads it: a demo request's course and class size, empty here.
    const parsed = { ...demo, course: "", class_size: null };
    expect(upstream.submitContact).toHaveBeenLastCalledWith(parsed, { idempotencyKey: id });
    await send(null);
    expect(upstream.submitContact).toHaveBeenLastCalledWith(parsed, { idempotencyKey: undefined });
    const cookie = await sessionCookie({
      access_token: "t-u3",
      user: { uid: "u3", email: "u3@example.com", name: "u3", picture: null, type: "student" },
    });
    // A student's trial goes ahead once their address is proved (the sign-in marks it, as here).
    await markEmailVerified(await storeDb(), "u3@example.com");
    const body = { name: "Ann", email: "ann@example.com", current_trial_game_id: "ev-gambit" };
    await call(trial, "POST", "/api/trial", { json: body, cookie, headers: { "idempotency-key": key } });
    const trialId = scopedKeyId(key.slice(1, -1), { method: "POST", path: "/api/trial", account: "u3" });
    expect(upstream.createTrialSession).toHaveBeenLastCalledWith(expect.anything(), { idempotencyKey: trialId });
    expect(trialId).not.toBe(id);
  });

  it("a malformed key is refused with 400 before anything is sent; no key at all runs every time", async () => {
    const bad = await send("not a key");
    expect(bad.status).toBe(400);
    expect(await jsonOf(bad)).toEqual({ message: messages.api.idempotencyKeyInvalid });
    await send(null);
    await send(null);
    expect(upstream.submitContact).toHaveBeenCalledTimes(2);
  });
});
