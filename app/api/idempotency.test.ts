import "@/test-support/api/env";
import { sql } from "drizzle-orm";
import { scopedKeyId } from "@/lib/api/idempotency-key";
import { configureRateLimitForTests } from "@/lib/limits";
import { messages } from "@/lib/messages";
import { markEmailVerified } from "@/lib/auth/verified-emails";
import { getStore, resetStoreForTests, storeDb } from "@/lib/store";
import { setUpstreamForTests } from "@/lib/upstream";
import type { Upstream } from "@/upstream-contract/types";
import { call, jsonOf, sessionCookie } from "@/test-support/api/requests";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { freshEmbedded } from "@/test-support/upstream/fixtures";
import * as contact from "./contact/route";
import * as register from "./register/route";
import * as trial from "./trial/route";

/**
 * Writes sent with an Idempotency-Key (lib/api/handler.ts passes the key to the upstream, which stores
 * the write once): a retry gets the first answer, and neither the upstream nor the site stores or
 * mails anything twice.
 */
const fixture = freshEmbedded({ demoAccounts: false });
const upstream = fixture.upstream as Upstream;
const spied = {
  submitContact: jest.spyOn(upstream, "submitContact"),
  createTrialSession: jest.spyOn(upstream, "createTrialSession"),
};

jest.setTimeout(120_000);
beforeAll(async () => {
  await useMemoryStore();
  await getStore();
  await fixture.upstream.ready();
  setUpstreamForTests(upstream);
  configureRateLimitForTests({ enabled: false });
});
beforeEach(() => jest.clearAllMocks());
afterAll(async () => {
  setUpstreamForTests(null);
  configureRateLimitForTests(null);
  await resetStoreForTests();
  await fixture.cleanup();
});

let n = 0;
const newKey = () => `"test-key-${++n}-${"x".repeat(20)}"`;
const demo = (message: string) => ({ name: "Ann", email: `ann-${n}@example.com`, message, kind: "demo" });
// One anonymous caller (its keys are its address's), unless another is named.
const send = (key: string | null, json: unknown, client = "127.51.100.7") =>
  call(contact, "POST", "/api/contact", { json, client, headers: key ? { "idempotency-key": key } : {} });
const count = async (query: ReturnType<typeof sql>, db: { execute(q: ReturnType<typeof sql>): Promise<unknown> }) =>
  ((await db.execute(query)) as { rows: Array<{ n: number }> }).rows[0]?.n;
const upstreamRows = async (message: string) =>
  count(sql`select count(*)::int as n from contact_messages where message = ${message}`, await fixture.upstream.ready());
const mailsTo = async (email: string) =>
  count(sql`select count(*)::int as n from site_mail_outbox where recipient = ${email}`, await storeDb());

/** A facilitator's trial of the EV Gambit, sent by `uid` with an Idempotency-Key (one key per call of this). */
async function trialSender(uid: string) {
  // A trial is mailed, so it needs a proved address (the sign-in records it, as here).
  await markEmailVerified(await storeDb(), `${uid}@example.com`);
  const cookie = await sessionCookie({
    access_token: `t-${uid}`,
    user: { uid, email: `${uid}@example.com`, name: uid, picture: null, type: "instructor" },
  });
  const key = newKey();
  const body = { name: "Ann", email: `${uid}@example.com`, current_trial_game_id: "ev-gambit" };
  return () => call(trial, "POST", "/api/trial", { json: body, cookie, headers: { "idempotency-key": key } });
}
const trialRows = async (uid: string) =>
  count(sql`select count(*)::int as n from site_trial_requests where account_uid = ${uid}`, await storeDb());

describe("Idempotency-Key on the site's writes", () => {
  it("a retry with the same key and body gets the first answer, marked replayed: one row, one copy mailed", async () => {
    const key = newKey();
    const body = demo("a retried demo request");
    const first = await send(key, body);
    expect([first.status, first.headers.get("idempotent-replayed")]).toEqual([200, null]);
    const again = await send(key, body);
    expect([again.status, again.headers.get("idempotent-replayed")]).toEqual([200, "true"]);
    expect(await jsonOf(again)).toEqual(await jsonOf(first));
    expect(await upstreamRows(body.message)).toBe(1);
    expect(await mailsTo(body.email)).toBe(1);
  });

  it("the same key with another body is refused with 422, and nothing is stored", async () => {
    const key = newKey();
    const body = demo("the first body");
    await send(key, body);
    const other = await send(key, { ...body, message: "Something else" });
    expect(other.status).toBe(422);
    expect(await jsonOf(other)).toEqual({ message: messages.api.idempotencyKeyReused });
    expect(await upstreamRows("Something else")).toBe(0);
  });

  it("anonymous keys are per client address: another address's key with another body runs, and learns nothing of the first", async () => {
    const key = newKey();
    const body = demo("one address's demo");
    expect((await send(key, body, "127.51.100.20")).status).toBe(200);
    const other = await send(key, { ...body, message: "another address's demo" }, "127.51.100.21");
    expect([other.status, other.headers.get("idempotent-replayed")]).toEqual([200, null]);
    expect(await upstreamRows("another address's demo")).toBe(1);
  });

  it("a refusal by the upstream (4xx) is answered again to the retry", async () => {
    const body = (email: string) => ({
      name: "Ann",
      email,
      password: "secret-1",
      confirmPassword: "secret-1",
      display_type: "Student",
      terms: true,
    });
    expect((await call(register, "POST", "/api/register", { json: body("taken@example.com") })).status).toBe(201);
    const key = newKey();
    const send = () =>
      call(register, "POST", "/api/register", {
        json: body("taken@example.com"),
        client: "127.51.100.8",
        headers: { "idempotency-key": key },
      });
    const [first, again] = [await send(), await send()];
    expect([first.status, again.status]).toEqual([409, 409]);
    expect(await jsonOf(again)).toEqual(await jsonOf(first));
  });

  it("keys are per account: another person's trial with the same key runs, and gets its own answer", async () => {
    const user = (uid: string) => ({ uid, email: `${uid}@example.com`, name: uid, picture: null, type: "instructor" as const });
    const key = newKey();
    const body = { name: "Ann", email: "ann@example.com", current_trial_game_id: "ev-gambit" };
    const codes = [];
    for (const uid of ["u1", "u2"]) {
      await markEmailVerified(await storeDb(), `${uid}@example.com`);
      const cookie = await sessionCookie({ access_token: `t-${uid}`, user: user(uid) });
      const response = await call(trial, "POST", "/api/trial", { json: body, cookie, headers: { "idempotency-key": key } });
      expect([response.status, response.headers.get("idempotent-replayed")]).toEqual([200, null]);
      codes.push(((await jsonOf(response)) as { session: { code: string } }).session.code);
    }
    expect(codes[1]).not.toBe(codes[0]);
  });

  it("a retried trial is answered its first session, recorded and mailed once", async () => {
    const send = await trialSender("u4");
    const first = await send();
    const again = await send();
    expect([again.status, again.headers.get("idempotent-replayed")]).toEqual([200, "true"]);
    expect(await jsonOf(again)).toEqual(await jsonOf(first));
    expect(await trialRows("u4")).toBe(1);
  });

  it("a trial whose first instance died after the upstream stored it is on the dashboard once the retry is answered", async () => {
    const send = await trialSender("u5");
    // The first call stores the trial at the upstream (the spy calls through) and then dies.
    spied.createTrialSession.mockImplementationOnce(async (input, write) => {
      await upstream.createTrialSession(input, write);
      throw new Error("the instance died after the upstream stored the trial");
    });
    const first = await send();
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(await trialRows("u5")).toBe(0);
    const retry = await send();
    expect([retry.status, retry.headers.get("idempotent-replayed")]).toEqual([200, "true"]);
    expect(await trialRows("u5")).toBe(1);
    await send();
    expect(await trialRows("u5")).toBe(1);
  });

  it("each write passes the site's hashed, namespaced key id to the upstream, and no key without the header", async () => {
    const key = newKey();
    const body = demo("a namespaced key");
    await send(key, body);
    const id = scopedKeyId(key.slice(1, -1), { method: "POST", path: "/api/contact", account: null, client: "127.51.100.7" });
    // As the shared schema reads it: a demo request's course and class size, empty here.
    const parsed = { ...body, course: "", class_size: null };
    expect(spied.submitContact).toHaveBeenLastCalledWith(parsed, { idempotencyKey: id });
    await send(null, body);
    expect(spied.submitContact).toHaveBeenLastCalledWith(parsed, {});
    const cookie = await sessionCookie({
      access_token: "t-u3",
      user: { uid: "u3", email: "u3@example.com", name: "u3", picture: null, type: "student" },
    });
    // A student's trial goes ahead once their address is proved (the sign-in marks it, as here).
    await markEmailVerified(await storeDb(), "u3@example.com");
    const trialBody = { name: "Ann", email: "ann@example.com", current_trial_game_id: "ev-gambit" };
    await call(trial, "POST", "/api/trial", { json: trialBody, cookie, headers: { "idempotency-key": key } });
    const trialId = scopedKeyId(key.slice(1, -1), { method: "POST", path: "/api/trial", account: "u3", client: "unused" });
    expect(spied.createTrialSession).toHaveBeenLastCalledWith(expect.anything(), { idempotencyKey: trialId });
    expect(trialId).not.toBe(id);
  });

  it("a malformed key is refused with 400 before anything is sent; no key at all runs every time", async () => {
    const body = demo("no key");
    const bad = await send("not a key", body);
    expect(bad.status).toBe(400);
    expect(await jsonOf(bad)).toEqual({ message: messages.api.idempotencyKeyInvalid });
    await send(null, body);
    await send(null, body);
    expect(spied.submitContact).toHaveBeenCalledTimes(2);
    expect(await upstreamRows(body.message)).toBe(2);
  });
});
