import "server-only";
import { readLimited } from "@/lib/api/read-limited";

const JWKS_TIMEOUT_MS = 5_000;
const JWKS_LIMIT_BYTES = 256 * 1024;

/** GETs a platform's JWKS: 5 s at most, 256 KiB at most, JSON only. */
export async function fetchJwks(url: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: "application/json" },
    redirect: "error",
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
