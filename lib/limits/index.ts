import "server-only";
import { env } from "@/lib/env";
import { createLimiter, tryConsume, type Limiter, type LimiterBackend } from "./limiter";

/**
 * The requests a stranger can repeat, each with its own budget per client address. The budget lets a
 * class of 200 behind one school address through within two minutes and still stops a flood
 * (RATE_LIMIT_POINTS per RATE_LIMIT_WINDOW_SECONDS: 300 per 10 minutes by default). Log-in has its own
 * rules (./login.ts).
 */
export const rateLimitBuckets = ["register", "password-reset", "contact", "trial"] as const;
export type RateLimitBucket = (typeof rateLimitBuckets)[number];

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimitConfig {
  enabled: boolean;
  points: number;
  windowSeconds: number;
  backend: LimiterBackend;
  /** Requests of each flow the whole site takes per hour, whoever sends them. */
  globalPerHour: Record<RateLimitBucket, number>;
}

interface State {
  config: RateLimitConfig;
  limiters: Map<string, Promise<Limiter>>;
}

/** On globalThis so that dev reloads keep the limiters. */
const KEY = Symbol.for("simulation-games-site.rate-limit");

function state(): State {
  const holder = globalThis as { [KEY]?: State };
  return (holder[KEY] ??= {
    config: {
      enabled: env.RATE_LIMIT_ENABLED,
      points: env.RATE_LIMIT_POINTS,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      backend: "store",
      globalPerHour: {
        register: env.GLOBAL_REGISTER_PER_HOUR,
        "password-reset": env.GLOBAL_PASSWORD_RESET_PER_HOUR,
        contact: env.GLOBAL_CONTACT_PER_HOUR,
        trial: env.GLOBAL_TRIAL_PER_HOUR,
      },
    },
    limiters: new Map(),
  });
}

export function rateLimitConfig(): RateLimitConfig {
  return state().config;
}

/** One limiter per name and settings, made once; a limiter that failed to open is made again next time. */
export function sharedLimiter(name: string, options: { points: number; duration: number }): Promise<Limiter> {
  const { config, limiters } = state();
  const id = `${name}:${options.points}:${options.duration}:${config.backend}`;
  let found = limiters.get(id);
  if (!found) {
    found = createLimiter({ keyPrefix: name, ...options }, config.backend);
    limiters.set(id, found);
    found.catch(() => limiters.delete(id));
  }
  return found;
}

/** Spends one point of `bucket` for `key`; refused calls learn how long to wait. */
export async function consumeRateLimit(bucket: RateLimitBucket, key: string): Promise<RateLimitResult> {
  const { config } = state();
  if (!config.enabled) return { allowed: true };
  const limiter = await sharedLimiter(bucket, { points: config.points, duration: config.windowSeconds });
  const result = await tryConsume(limiter, key);
  return result.allowed ? { allowed: true } : result;
}

/**
 * Spends one point of the flow's site-wide hourly ceiling: what bounds the rows a
 * flood from many addresses can make. Taken after the per-address point, so one address alone never
 * spends it faster than its own budget lets it.
 */
export async function consumeGlobalLimit(bucket: RateLimitBucket): Promise<RateLimitResult> {
  const { config } = state();
  if (!config.enabled) return { allowed: true };
  const limiter = await sharedLimiter(`global-${bucket}`, { points: config.globalPerHour[bucket], duration: 60 * 60 });
  const result = await tryConsume(limiter, "site");
  return result.allowed ? { allowed: true } : result;
}

/**
 * Reset links to addresses the site cannot tell have an account (an upstream without that call, an
 * account never signed in here): a site-wide hourly pool of their own, a tenth of the reset ceiling. A
 * flood of made-up addresses spends this pool, never the ceiling account holders' resets take.
 */
export async function consumeUnknownAddressReset(): Promise<boolean> {
  const { config } = state();
  if (!config.enabled) return true;
  const points = Math.max(1, Math.floor(config.globalPerHour["password-reset"] / 10));
  const limiter = await sharedLimiter("global-password-reset-unknown", { points, duration: 60 * 60 });
  return (await tryConsume(limiter, "site")).allowed;
}

/** Returns the point of the flow's site-wide ceiling a request took and then did not use (it was refused, or did nothing). */
export async function giveBackGlobalLimit(bucket: RateLimitBucket): Promise<void> {
  const { config } = state();
  if (!config.enabled) return;
  const limiter = await sharedLimiter(`global-${bucket}`, { points: config.globalPerHour[bucket], duration: 60 * 60 });
  await limiter.reward("site", 1);
}

/** Tests only: other limits (fresh counters, in memory unless backend says "store"), or with null the ones from env. */
export function configureRateLimitForTests(config: Partial<RateLimitConfig> | null): void {
  const holder = globalThis as { [KEY]?: State };
  delete holder[KEY];
  state().config = { ...state().config, backend: "memory", ...config };
}
