import "server-only";
import { checkPlatformAddress, type AddressRules } from "./check-address";
import { pinnedRequest } from "./pinned-request";

/** A fetch to a learning platform: the fetch's signature, narrowed to what the LTI services send. */
export type PlatformFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

/** Fetches only addresses that pass the platform's rules, each connected to the IP it was checked with. */
export function platformFetch(rules: AddressRules): PlatformFetch {
  return async (url, init) => pinnedRequest(await checkPlatformAddress(url, rules), init);
}
