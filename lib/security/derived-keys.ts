import "server-only";
import { createHmac, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

/**
 * Every use of NEXTAUTH_SECRET but next-auth's own sessions gets its own key, derived with
 * HKDF-SHA-256 and a purpose string, so that no value made for one use is valid for another and a key
 * leaked from one use tells nothing of the others (docs/decisions/derived-keys.md).
 */
export type KeyPurpose = "rate-limit" | "mail-budget" | "device-cookie" | "lti-account" | "lti-key-encryption" | "lti-invite";

const SALT = "simulation-games-site/derived-keys/v1";
const KEY = Symbol.for("simulation-games-site.derived-keys");
type Holder = { [KEY]?: { secret: string; keys: Map<KeyPurpose, Buffer> } };

// Without NEXTAUTH_SECRET (unit tests; a production start refuses to run without it) one per process.
function secret(): string {
  const holder = globalThis as Holder;
  const configured = env.NEXTAUTH_SECRET;
  if (!holder[KEY] || (configured && holder[KEY].secret !== configured)) {
    holder[KEY] = { secret: configured ?? randomBytes(32).toString("base64url"), keys: new Map() };
  }
  return holder[KEY].secret;
}

/** The 32-byte key of one purpose. */
export function derivedKey(purpose: KeyPurpose): Buffer {
  const current = secret();
  const keys = (globalThis as Holder)[KEY]!.keys;
  let key = keys.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", current, SALT, purpose, 32));
    keys.set(purpose, key);
  }
  return key;
}

/** HMAC-SHA-256 of the parts (joined by newlines) under the purpose's key, base64url (43 characters). */
export function keyedDigest(purpose: KeyPurpose, ...parts: string[]): string {
  return createHmac("sha256", derivedKey(purpose)).update(parts.join("\n")).digest("base64url");
}

/** Whether NEXTAUTH_SECRET is set: what is sealed for good (the tool's private key) needs a key that outlives the process. */
export const hasConfiguredSecret = (): boolean => Boolean(env.NEXTAUTH_SECRET);
