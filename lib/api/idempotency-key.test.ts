import { readIdempotencyKey, scopedKeyId } from "./idempotency-key";

const read = (value?: string) => readIdempotencyKey(new Headers(value === undefined ? {} : { "idempotency-key": value }));
const uuid = "8e03978e-40d5-43e8-bc93-6894a57f9324";

describe("readIdempotencyKey", () => {
  it("reads a key bare or as the draft's structured-field string", () => {
    expect(read(uuid)).toEqual({ kind: "key", key: uuid });
    expect(read(`"${uuid}"`)).toEqual({ kind: "key", key: uuid });
    expect(read()).toEqual({ kind: "none" });
  });

  it.each([
    ["too short", "abc"],
    ["too long", "a".repeat(65)],
    ["huge", "a".repeat(100_000)],
    ["other characters", "abcdefghijklmnop;drop"],
    ["an unbalanced quote", `"${uuid}`],
    ["empty", ""],
  ])("refuses a key that is %s", (_why, value) => {
    expect(read(value)).toEqual({ kind: "invalid" });
  });
});

describe("scopedKeyId", () => {
  const scope = { method: "POST", path: "/api/trial", account: "u1" as string | null, client: "127.203.113.5" };

  it("is another row for another account or route, the same row for the same ones", () => {
    const id = scopedKeyId(uuid, scope);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(scopedKeyId(uuid, { ...scope })).toBe(id);
    expect(scopedKeyId(uuid, { ...scope, account: "u2" })).not.toBe(id);
    expect(scopedKeyId(uuid, { ...scope, account: null })).not.toBe(id);
    expect(scopedKeyId(uuid, { ...scope, path: "/api/contact" })).not.toBe(id);
    // An account's key is the account's wherever it signs in from.
    expect(scopedKeyId(uuid, { ...scope, client: "127.51.100.9" })).toBe(id);
  });

  it("is another row for another anonymous client address", () => {
    const anonymous = { ...scope, account: null };
    const id = scopedKeyId(uuid, anonymous);
    expect(scopedKeyId(uuid, { ...anonymous })).toBe(id);
    expect(scopedKeyId(uuid, { ...anonymous, client: "127.51.100.9" })).not.toBe(id);
  });
});
