import "server-only";
import { createHash } from "node:crypto";
import { rateLimitConfig, sharedLimiter } from "./rate-limit";
import { tryConsume, type Limiter } from "./limiter";

/**
 * Log-in limits (issue 12): failures, never successes, are counted.
 * - Per account, and per account and address: a few failures in a row are free; after them each
 *   further try must wait longer than the one before (firstDelaySeconds, doubling, up to
 *   maxDelaySeconds); a success clears both. Every try past the free ones takes a turn atomically, so
 *   parallel guesses do not slip through together.
 * - Per address: failures of any account, with a ceiling high enough for a lecture hall's typos.
 * The owner of an attacked account can wait out the delay or reset the password by mail
 * (clearLoginFailures).
 */
export const loginLimitSettings = {
  accountAddressFreeFailures: 5,
  accountFreeFailures: 10,
  firstDelaySeconds: 5,
  maxDelaySeconds: 15 * 60,
  /** A run of failures is forgotten this long after it began. */
  failureMemorySeconds: 24 * 60 * 60,
  addressFailures: 100,
  addressWindowSeconds: 15 * 60,
};

export type LoginOutcome = "success" | "failure" | "unknown";
export type LoginGate =
  | { allowed: true; settle(outcome: LoginOutcome): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

interface Scope {
  name: string;
  key: string;
  free: number;
}

/** Keys hold no e-mail addresses, and always fit the store's key column. */
const hashed = (...parts: string[]) => createHash("sha256").update(parts.join("\n")).digest("base64url");
const normalEmail = (email: string) => email.trim().toLowerCase();

function scopes(email: string, address: string): Scope[] {
  const account = normalEmail(email);
  return [
    { name: "login-fails-account-address", key: hashed(account, address), free: loginLimitSettings.accountAddressFreeFailures },
    { name: "login-fails-account", key: hashed(account), free: loginLimitSettings.accountFreeFailures },
  ];
}

const counter = (scope: Scope) => sharedLimiter(scope.name, { points: 1_000_000, duration: loginLimitSettings.failureMemorySeconds });
const turn = (scope: Scope) => sharedLimiter(`${scope.name}-turn`, { points: 1, duration: loginLimitSettings.firstDelaySeconds });
const addressFailures = () =>
  sharedLimiter("login-fails-address", { points: loginLimitSettings.addressFailures, duration: loginLimitSettings.addressWindowSeconds });

/** The wait after the k-th try past the free ones: 5 s, 10 s, 20 s … up to the maximum. */
export function backoffSeconds(k: number): number {
  const { firstDelaySeconds, maxDelaySeconds } = loginLimitSettings;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** Math.min(Math.max(0, k - 1), 30));
}

async function giveBack(counted: Array<{ limiter: Limiter; key: string }>): Promise<void> {
  await Promise.all(counted.map(({ limiter, key }) => limiter.reward(key, 1)));
}

/**
 * Call before the password check. Refused: answer 429 with Retry-After. Allowed: check the password,
 * then settle with the outcome ("unknown" when the check itself failed, e.g. the upstream is down).
 */
export async function openLoginGate(email: string, address: string): Promise<LoginGate> {
  if (!rateLimitConfig().enabled) return { allowed: true, settle: async () => undefined };

  const byAddress = await addressFailures();
  const spent = await byAddress.get(address);
  if (spent && spent.consumedPoints >= loginLimitSettings.addressFailures) {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(spent.msBeforeNext / 1000)) };
  }

  // Counted as a failure now, given back on success or when nothing was learned.
  const counted: Array<{ limiter: Limiter; key: string }> = [];
  const all = scopes(email, address);
  for (const scope of all) {
    const limiter = await counter(scope);
    const failures = (await limiter.consume(scope.key)).consumedPoints;
    counted.push({ limiter, key: scope.key });
    if (failures <= scope.free) continue;
    const wait = backoffSeconds(failures - scope.free);
    const taken = await tryConsume(await turn(scope), scope.key, 1, { customDuration: wait });
    if (!taken.allowed) {
      await giveBack(counted);
      return { allowed: false, retryAfterSeconds: taken.retryAfterSeconds };
    }
  }

  return {
    allowed: true,
    async settle(outcome) {
      if (outcome === "success") await clearScopes(all);
      else if (outcome === "unknown") await giveBack(counted);
      else await byAddress.penalty(address, 1);
    },
  };
}

async function clearScopes(all: Scope[]): Promise<void> {
  await Promise.all(all.flatMap((scope) => [counter(scope).then((l) => l.delete(scope.key)), turn(scope).then((l) => l.delete(scope.key))]));
}

/**
 * Clears the per-account failures and waits (not the per-address count), e.g. after the owner set a
 * new password through the mailed reset link.
 */
export async function clearLoginFailures(email: string): Promise<void> {
  const account = normalEmail(email);
  await clearScopes([{ name: "login-fails-account", key: hashed(account), free: 0 }]);
}
