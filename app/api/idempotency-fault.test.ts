import "@/test-support/api/env";
import { sql } from "drizzle-orm";
import { getStore, resetStoreForTests, storeDb } from "@/lib/store";
import { scopedKeyId, fingerprintOf } from "@/lib/api/idempotency-key";
import { takeoverAfterMs } from "@/lib/api/idempotency";
import { claimKey } from "@/lib/api/idempotency-store";
import { configureRateLimitForTests } from "@/lib/limits";
import { messages } from "@/lib/messages";
import { setUpstreamForTests } from "@/lib/upstream";
import type { ContactRequest, Upstream, WriteOptions } from "@/lib/upstream/types";
import { call, jsonOf } from "@/test-support/api/requests";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { freshEmbedded } from "@/test-support/upstream/fixtures";
import * as contact from "./contact/route";
import { contactSchema } from "@/lib/validations/contact";

/**
 * A lost answer, replayed: an instance stores the demo request at the upstream and dies before it
 * answers; the form's retry with the same key reaches another instance. The site passes its key to the
 * (reference) upstream, which stores the write once, so the retry answers 2xx over exactly one row.
 */
const fixture = freshEmbedded({ demoAccounts: false });
let lose = false;
const upstream: Upstream = new Proxy(fixture.upstream, {
  get(target, name, receiver) {
    if (name !== "submitContact") return Reflect.get(target, name, receiver);
    return async (input: ContactRequest, write?: WriteOptions) => {
      await target.submitContact(input, write);
      if (lose) throw new Error("the instance died after the upstream stored the write");
    };
  },
});

jest.setTimeout(120_000);
beforeAll(async () => {
  await useMemoryStore();
  await getStore();
  await fixture.upstream.ready();
  setUpstreamForTests(upstream);
  configureRateLimitForTests({ enabled: false });
});
beforeEach(() => (lose = false));
afterAll(async () => {
  setUpstreamForTests(null);
  configureRateLimitForTests(null);
  await resetStoreForTests();
  await fixture.cleanup();
});

let n = 0;
const newKey = () => `fault-key-${++n}-${"x".repeat(20)}`;
const demo = (message: string) => ({ name: "Ann", email: "ann@example.com", message, kind: "demo" as const });
const send = (key: string, json: unknown) => call(contact, "POST", "/api/contact", { json, headers: { "idempotency-key": key } });
const rows = async (message: string) => {
  const db = await fixture.upstream.ready();
  const result = (await db.execute(sql`select count(*)::int as n from contact_messages where message = ${message}`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0]?.n;
};
const scope = { method: "POST", path: "/api/contact", account: null };

describe("a keyed write whose answer was lost (the instance killed with kill -9)", () => {
  it("the first run stores at the upstream and fails before answering; the retry answers 200 and the upstream holds one row", async () => {
    const key = newKey();
    const body = demo("lost answer, run threw");
    lose = true;
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const first = await send(key, body).finally(() => quiet.mockRestore());
    expect(first.status).toBe(500);
    lose = false;
    const retry = await send(key, body);
    expect([retry.status, await jsonOf(retry)]).toEqual([200, { success: true }]);
    expect(await rows(body.message)).toBe(1);
  });

  it("a claim left unfinished by a dead instance, older than the upstream timeout plus a margin, is taken over at once", async () => {
    const key = newKey();
    const body = demo("lost answer, instance killed");
    const id = scopedKeyId(key, scope);
    // The killed instance: it claimed the key and the upstream stored the write under it, then nothing.
    await claimKey(
      await storeDb(),
      { id, fingerprint: fingerprintOf(contactSchema.parse(body)) },
      new Date(Date.now() - takeoverAfterMs() - 1),
    );
    await fixture.upstream.submitContact(body, { idempotencyKey: id });
    const retry = await send(key, body);
    expect([retry.status, await jsonOf(retry)]).toEqual([200, { success: true }]);
    expect(await rows(body.message)).toBe(1);
    const again = await send(key, body);
    expect([again.status, again.headers.get("idempotent-replayed")]).toEqual([200, "true"]);
    expect(await rows(body.message)).toBe(1);
  });

  it("a claim younger than that still answers 409 with a Retry-After of when it may be taken over, and stores nothing", async () => {
    const key = newKey();
    const body = demo("first still running");
    const id = scopedKeyId(key, scope);
    await claimKey(
      await storeDb(),
      { id, fingerprint: fingerprintOf(contactSchema.parse(body)) },
      new Date(Date.now() - takeoverAfterMs() + 2_000),
    );
    const retry = await send(key, body);
    expect([retry.status, await jsonOf(retry)]).toEqual([409, { message: messages.api.idempotencyInProgress }]);
    // A second past the moment the claim may be taken over: 2 s from now, less the time this test took.
    expect(["2", "3"]).toContain(retry.headers.get("retry-after"));
    expect(await rows(body.message)).toBe(0);
  });

  it("the upstream holds the key the site stores (hashed, namespaced), never the client's own", async () => {
    const key = newKey();
    const body = demo("namespaced key");
    expect((await send(key, body)).status).toBe(200);
    const db = await fixture.upstream.ready();
    const found = (await db.execute(
      sql`select key from idempotency_keys where key in (${key}, ${scopedKeyId(key, scope)})`,
    )) as unknown as {
      rows: Array<{ key: string }>;
    };
    expect(found.rows).toEqual([{ key: scopedKeyId(key, scope) }]);
  });
});
