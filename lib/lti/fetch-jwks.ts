import "server-only";
import { readLimited } from "@/lib/api/read-limited";
import { platformFetch } from "./platform-address/platform-fetch";
import { hostsOf } from "./platform-hosts";

const JWKS_TIMEOUT_MS = 5_000;
const JWKS_LIMIT_BYTES = 256 * 1024;

/**
 * GETs a platform's JWKS: the address checked as every platform address is (the registration's own
 * JWKS URL, https, public), 5 s at most, 256 KiB at most, JSON only, no redirect.
 */
export async function fetchJwks(url: string): Promise<unknown> {
  const response = await platformFetch({ allowedHosts: hostsOf(url) })(url, {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(JWKS_TIMEOUT_MS),
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`answered ${response.status}`);
  }
  const bytes = await readLimited(response, JWKS_LIMIT_BYTES);
  if (!bytes) throw new Error("larger than 256 KiB");
  return JSON.parse(new TextDecoder().decode(bytes));
}
