import "server-only";
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type IRateLimiterStoreOptions } from "rate-limiter-flexible";
import { getStore, storeTables } from "@/lib/store";
import { noteBudgetUse } from "@/lib/observability/metrics";

export type Limiter = RateLimiterDrizzle | RateLimiterMemory;
export type LimiterOptions = Pick<IRateLimiterStoreOptions, "keyPrefix" | "points" | "duration" | "blockDuration">;

/** Where counters live: the site store (every instance sees one count), or memory in unit tests. */
export type LimiterBackend = "store" | "memory";

/** A rate-limiter-flexible limiter on the site store (table site_rate_limits). */
export async function createLimiter(options: LimiterOptions, backend: LimiterBackend): Promise<Limiter> {
  if (backend === "memory") return new RateLimiterMemory(options);
  const { db } = await getStore();
  return new RateLimiterDrizzle({ ...options, storeClient: db, schema: storeTables.rateLimits });
}

/** Seconds until `res` frees a point, as Retry-After wants them (a whole number, at least 1). */
export function retryAfterSeconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/**
 * Runs `consume`; a refusal is an answer, a store failure is not (it is thrown). How much of the key's
 * budget is spent goes to the metrics, so an operator sees a school nearing a limit before it is refused.
 */
export async function tryConsume(
  limiter: Limiter,
  key: string,
  points = 1,
  options?: { customDuration?: number },
): Promise<{ allowed: true; res: RateLimiterRes } | { allowed: false; retryAfterSeconds: number }> {
  try {
    const res = await limiter.consume(key, points, options);
    noteBudgetUse(limiter.keyPrefix, res.consumedPoints / limiter.points);
    return { allowed: true, res };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    noteBudgetUse(limiter.keyPrefix, 1);
    return { allowed: false, retryAfterSeconds: retryAfterSeconds(rejection) };
  }
}
