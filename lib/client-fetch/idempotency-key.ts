/**
 * A new Idempotency-Key for one submission, as the IETF draft writes it (a structured-field string):
 * 128 random bits in hex. getRandomValues, unlike randomUUID, works on plain http pages too.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `"${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}"`;
}
