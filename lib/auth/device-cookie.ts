import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { normaliseEmail } from "@/upstream-contract/email-address/canonical";

/**
 * OWASP's "device cookie": after a successful log-in the browser keeps a signed, httpOnly
 * cookie naming this browser (a random id) and, for each account that signed in on it, a tag: an HMAC
 * of the id and the account under the server's secret. A log-in from a browser carrying a tag for the
 * account is counted against that browser only, never refused because of other people's failures.
 * Value: `<id>.<tag>.<tag>…`, newest tag last, at most MAX_ACCOUNTS of them. The tag also covers the
 * account's reset epoch (its last completed password reset), so a reset revokes every older tag.
 */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const MAX_ACCOUNTS = 10;
const PART = /^[A-Za-z0-9_-]{22}$/;

interface Device {
  id: string;
  tags: string[];
}

/** The key (the derived "device-cookie" key in the app) and the account's reset epoch ("" before any reset). */
export interface DeviceKey {
  key: string | Buffer;
  epoch?: string;
}

function tagOf({ key, epoch = "" }: DeviceKey, id: string, email: string): string {
  return createHmac("sha256", key)
    .update(`device-cookie\n${id}\n${normaliseEmail(email)}\n${epoch}`)
    .digest("base64url")
    .slice(0, 22);
}

function parse(value: string | undefined): Device | null {
  if (!value || value.length > 23 * (MAX_ACCOUNTS + 1)) return null;
  const [id, ...tags] = value.split(".");
  if (!id || !PART.test(id) || !tags.every((tag) => PART.test(tag))) return null;
  return { id, tags };
}

const same = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The browser's id when its cookie holds a valid tag for `email`, else null. */
export function trustedDeviceId(value: string | undefined, email: string, secret: DeviceKey): string | null {
  const device = parse(value);
  if (!device) return null;
  const expected = tagOf(secret, device.id, email);
  return device.tags.some((tag) => same(tag, expected)) ? device.id : null;
}

/** The cookie's new value once `email` has signed in on this browser (a new id when it had none). */
export function withAccount(value: string | undefined, email: string, secret: DeviceKey): string {
  const device = parse(value) ?? { id: randomBytes(16).toString("base64url"), tags: [] };
  const tag = tagOf(secret, device.id, email);
  const tags = [...device.tags.filter((other) => other !== tag), tag].slice(-MAX_ACCOUNTS);
  return [device.id, ...tags].join(".");
}
