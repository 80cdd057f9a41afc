import { createHash } from "node:crypto";

export const IDEMPOTENCY_HEADER = "idempotency-key";

/** 16–64 characters of a token, bare or as a structured-field string ("…") as the IETF draft writes it. */
const MAX_HEADER_LENGTH = 66;
const KEY_PATTERN = /^(?:"([A-Za-z0-9_-]{16,64})"|([A-Za-z0-9_-]{16,64}))$/;

export type KeyResult = { kind: "none" } | { kind: "invalid" } | { kind: "key"; key: string };

/** The request's Idempotency-Key: length first, then the pattern, so a huge header costs nothing. */
export function readIdempotencyKey(headers: Headers): KeyResult {
  const value = headers.get(IDEMPOTENCY_HEADER);
  if (value === null) return { kind: "none" };
  if (value.length > MAX_HEADER_LENGTH) return { kind: "invalid" };
  const match = KEY_PATTERN.exec(value.trim());
  const key = match?.[1] ?? match?.[2];
  return key ? { kind: "key", key } : { kind: "invalid" };
}

/**
 * The key the upstream sees: the client's key within its scope (method, route, and the account, or for
 * an anonymous caller its client address key), hashed. The same key sent by another account, another
 * anonymous address or to another route is another key, so nobody gets, or learns of, another's answer.
 */
export function scopedKeyId(key: string, scope: { method: string; path: string; account: string | null; client: string }): string {
  const owner = scope.account === null ? ["client", scope.client] : ["account", scope.account];
  return createHash("sha256")
    .update(JSON.stringify([scope.method, scope.path, ...owner, key]))
    .digest("hex");
}
