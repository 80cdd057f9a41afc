import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { env } from "@/lib/env";

/** The calls a stranger can abuse; each has its own budget per client address. */
export const rateLimitBuckets = ["login", "register", "password-reset", "contact", "trial"] as const;
export type RateLimitBucket = (typeof rateLimitBuckets)[number];

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface RateLimitConfig {
  enabled: boolean;
  points: number;
  windowSeconds: number;
}

interface State {
  config: RateLimitConfig;
  limiters: Map<RateLimitBucket, RateLimiterMemory>;
}

/** On globalThis so that dev reloads keep the counts. */
const KEY = Symbol.for("simulation-games-site.rate-limit");

function state(): State {
  const holder = globalThis as { [KEY]?: State };
  return (holder[KEY] ??= {
    config: { enabled: env.RATE_LIMIT_ENABLED, points: env.RATE_LIMIT_POINTS, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS },
    limiters: new Map(),
  });
}

function limiter(bucket: RateLimitBucket): RateLimiterMemory {
  const { config, limiters } = state();
  let found = limiters.get(bucket);
  if (!found) {
    found = new RateLimiterMemory({ keyPrefix: bucket, points: config.points, duration: config.windowSeconds });
    limiters.set(bucket, found);
  }
  return found;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(",") : value;
}

/**
 * The client address used as the rate-limit key. A Route Handler never sees the socket: Next fills
 * X-Forwarded-For with the peer address only when the request has none. With TRUST_PROXY the last
 * entry (the one our own proxy appended) is the client; without it the whole header is the key, so a
 * client that forges the header only moves itself to another bucket (docs/upstream.md).
 */
export function clientAddress(headers: HeaderSource): string {
  const forwarded = header(headers, "x-forwarded-for")?.trim();
  if (env.TRUST_PROXY) {
    const last = forwarded?.split(",").map((part) => part.trim()).filter(Boolean).pop();
    return last || header(headers, "x-real-ip")?.trim() || "unknown";
  }
  return forwarded || "unknown";
}

/** Spends one point of `bucket` for `key`; refused calls learn how long to wait. */
export async function consumeRateLimit(bucket: RateLimitBucket, key: string): Promise<RateLimitResult> {
  if (!state().config.enabled) return { allowed: true };
  try {
    await limiter(bucket).consume(key);
    return { allowed: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    throw rejection;
  }
}

/**
 * For the auth layer's login (next-auth authorize receives the request headers as a plain object):
 * `const limit = await limitLoginAttempt(req.headers)`; when `!limit.allowed`, refuse the login.
 */
export function limitLoginAttempt(headers: HeaderSource): Promise<RateLimitResult> {
  return consumeRateLimit("login", clientAddress(headers));
}

/** Tests only: other limits (fresh counters), or with null the ones from env. */
export function configureRateLimitForTests(config: Partial<RateLimitConfig> | null): void {
  const holder = globalThis as { [KEY]?: State };
  delete holder[KEY];
  if (config) state().config = { ...state().config, ...config };
}
