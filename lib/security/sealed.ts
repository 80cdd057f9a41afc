import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** How a sealed value starts; anything else is a value stored before sealing existed. */
export const SEALED_PREFIX = "sealed:v1:";

/** AES-256-GCM under `key`: prefix, then base64url of IV (12 bytes), tag (16 bytes) and ciphertext. */
export function seal(plain: string, key: Buffer, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

/** The plain text of a sealed value; throws when it was sealed under another key or context, or edited. */
export function unseal(stored: string, key: Buffer, context: string): string {
  const raw = Buffer.from(stored.slice(SEALED_PREFIX.length), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}
