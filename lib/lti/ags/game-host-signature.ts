import { createHmac, timingSafeEqual } from "node:crypto";

/** A completion call older (or newer) than this is refused: a copy of it cannot be sent again later. */
export const GAME_HOST_WINDOW_SECONDS = 5 * 60;

export const GAME_HOST_HEADERS = {
  host: "x-bizsim-game-host",
  timestamp: "x-bizsim-timestamp",
  signature: "x-bizsim-signature",
} as const;

/** The signature a game host sends: HMAC-SHA-256 of "<timestamp>.<body>" under its secret, in hex. */
export function gameHostSignature(secret: string, timestamp: string, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** `host-id:secret,…` (GAME_HOST_SECRETS) as a map of each host's secret. */
export function gameHostSecretsOf(setting: string | undefined): Map<string, string> {
  const secrets = new Map<string, string>();
  for (const pair of (setting ?? "").split(",")) {
    const at = pair.indexOf(":");
    if (at > 0) secrets.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return secrets;
}

export type SignatureCheck =
  { ok: true; host: string; signature: string; timestamp: number } | { ok: false; problem: "unsigned" | "old" | "bad-signature" };

/** Who signed a call, checked before its body is read as anything: a known host, a fresh timestamp, the signature of these bytes. */
export function checkGameHostSignature(
  headers: Headers,
  body: string,
  secrets: ReadonlyMap<string, string>,
  now = Date.now(),
): SignatureCheck {
  const host = headers.get(GAME_HOST_HEADERS.host)?.slice(0, 64) ?? "";
  const stamp = headers.get(GAME_HOST_HEADERS.timestamp)?.slice(0, 16) ?? "";
  const signature = headers.get(GAME_HOST_HEADERS.signature)?.slice(0, 128) ?? "";
  const secret = secrets.get(host);
  if (!secret || !/^\d{1,12}$/.test(stamp) || !/^[0-9a-f]{64}$/.test(signature)) return { ok: false, problem: "unsigned" };
  const timestamp = Number(stamp);
  if (Math.abs(now / 1000 - timestamp) > GAME_HOST_WINDOW_SECONDS) return { ok: false, problem: "old" };
  const expected = Buffer.from(gameHostSignature(secret, stamp, body), "hex");
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) return { ok: false, problem: "bad-signature" };
  return { ok: true, host, signature, timestamp };
}
