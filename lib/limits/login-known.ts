import "server-only";
import { keyedDigest } from "@/lib/security/derived-keys";
import { UNKNOWN_CLIENT } from "./client-address";
import { sharedLimiter } from "./index";

/** How long an address stays known for an account after a successful log-in from it (under 2^31 ms, which the in-memory limiter of the unit tests needs). */
export const KNOWN_ADDRESS_SECONDS = 20 * 24 * 60 * 60;

/** Keys hold no e-mail addresses (an HMAC under the derived "rate-limit" key), and always fit the store's key column. */
export const hashed = (...parts: string[]) => keyedDigest("rate-limit", ...parts);

const known = () => sharedLimiter("login-known-address", { points: 1, duration: KNOWN_ADDRESS_SECONDS });

/**
 * Whether `account` has signed in from `address` within the last 20 days. Never for the shared key of
 * requests whose address is unknown (lib/limits/client-address.ts): it would make every account known.
 */
export async function isKnownAt(account: string, address: string): Promise<boolean> {
  if (address === UNKNOWN_CLIENT) return false;
  const res = await (await known()).get(hashed(account, address));
  return (res?.consumedPoints ?? 0) > 0;
}

export async function rememberKnownAt(account: string, address: string): Promise<void> {
  if (address === UNKNOWN_CLIENT) return;
  await (await known()).set(hashed(account, address), 1, KNOWN_ADDRESS_SECONDS);
}
