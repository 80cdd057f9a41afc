import "@/test-support/api/env";
import { sql } from "drizzle-orm";
import { getStore, resetStoreForTests } from "@/lib/store";
import { scopedKeyId } from "@/lib/api/idempotency-key";
import { configureRateLimitForTests } from "@/lib/limits";
import { messages } from "@/lib/messages";
import { UpstreamError, setUpstreamForTests } from "@/lib/upstream";
import type { ContactRequest, Upstream, WriteOptions } from "@/upstream-contract/types";
import { call, jsonOf } from "@/test-support/api/requests";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { freshEmbedded } from "@/test-support/upstream/fixtures";
import * as contact from "./contact/route";

/**
 * A lost answer, replayed: an instance stores the demo request at the upstream and dies before it
 * answers (or answers too late); the form's retry with the same key reaches another instance. The site
 * passes its key to the (reference) upstream, which stores the write once, so the retry answers 2xx
 * over exactly one row.
 */
const fixture = freshEmbedded({ demoAccounts: false });
let lose = false;
let slow: Promise<void> | null = null;
let failFirst = false;
const upstream: Upstream = new Proxy(fixture.upstream, {
  get(target, name, receiver) {
    if (name !== "submitContact") return Reflect.get(target, name, receiver);
    return async (input: ContactRequest, write?: WriteOptions) => {
      if (failFirst) {
        failFirst = false;
        throw new UpstreamError(503, messages.api.upstreamDown);
      }
      const written = await target.submitContact(input, write);
      // Only the first call is late.
      const late = slow;
      slow = null;
      if (late) await late;
      if (lose) throw new Error("the instance died after the upstream stored the write");
      return written;
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
beforeEach(() => {
  lose = false;
  slow = null;
});
afterAll(async () => {
  setUpstreamForTests(null);
  configureRateLimitForTests(null);
  await resetStoreForTests();
  await fixture.cleanup();
});

let n = 0;
const newKey = () => `fault-key-${++n}-${"x".repeat(20)}`;
const demo = (message: string) => ({ name: "Ann", email: "ann@example.com", message, kind: "demo" as const });
// One anonymous caller: its keys are its address's.
const send = (key: string, json: unknown) =>
  call(contact, "POST", "/api/contact", { json, client: "127.51.100.7", headers: { "idempotency-key": key } });
const rows = async (message: string) => {
  const db = await fixture.upstream.ready();
  const result = (await db.execute(sql`select count(*)::int as n from contact_messages where message = ${message}`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0]?.n;
};
const scope = { method: "POST", path: "/api/contact", account: null, client: "127.51.100.7" };

describe("a keyed write whose answer was lost (the instance killed with kill -9, a slow upstream, a 5xx)", () => {
  it("the first run stores at the upstream and fails before answering; the retry answers 200 and the upstream holds one row", async () => {
    const key = newKey();
    const body = demo("lost answer, run threw");
    lose = true;
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const first = await send(key, body).finally(() => quiet.mockRestore());
    expect(first.status).toBe(500);
    lose = false;
    const retry = await send(key, body);
    expect([retry.status, await jsonOf(retry), retry.headers.get("idempotent-replayed")]).toEqual([200, { success: true }, "true"]);
    expect(await rows(body.message)).toBe(1);
  });

  it("a retry sent while the first still runs (its answer late) gets the first answer at once, and the upstream holds one row", async () => {
    const key = newKey();
    const body = demo("first still running");
    let finish!: () => void;
    slow = new Promise((resolve) => (finish = resolve));
    const first = send(key, body);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const retry = await send(key, body);
    expect([retry.status, await jsonOf(retry), retry.headers.get("idempotent-replayed")]).toEqual([200, { success: true }, "true"]);
    finish();
    expect((await first).status).toBe(200);
    expect(await rows(body.message)).toBe(1);
  });

  it("a write the upstream refused with a 5xx stored nothing: the retry runs it, once", async () => {
    const key = newKey();
    const body = demo("first refused");
    failFirst = true;
    expect((await send(key, body)).status).toBe(503);
    const retry = await send(key, body);
    expect([retry.status, retry.headers.get("idempotent-replayed")]).toEqual([200, null]);
    expect(await rows(body.message)).toBe(1);
  });

  it("the upstream holds the site's hashed, namespaced key, never the client's own", async () => {
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
