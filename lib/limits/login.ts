import "server-only";
import { normaliseEmail } from "@/upstream-contract/email-address/canonical";
import { hashed, isKnownAt, rememberKnownAt } from "./login-known";
import { rateLimitConfig, sharedLimiter } from "./index";
import { tryConsume, type Limiter } from "./limiter";

/**
 * Log-in limits: failures, never successes, are counted, and a person who knows the
 * password is never refused because of someone else's failures. How a try is counted depends on who
 * makes it:
 * - from a browser that has signed in to the account before (its device cookie, lib/auth/device-cookie.ts):
 *   against that browser and account only;
 * - from an address the account signed in from in the last 20 days: against the account and address only;
 * - from anyone else: against the account and address, the account (whatever the address), and the
 *   address (failures of any account, a ceiling high enough for a lecture hall's typos).
 * In each counter a few failures in a row are free; after them each further try must wait longer than
 * the one before (firstDelaySeconds, doubling, up to maxDelaySeconds), taking its turn atomically, so
 * parallel guesses do not slip through together. A success clears the counters it went through; a
 * completed reset by the mailed link clears the account's (clearLoginFailures).
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
export type LoginGate = { allowed: true; settle(outcome: LoginOutcome): Promise<void> } | { allowed: false; retryAfterSeconds: number };

/** Who is trying: the client address key, and this browser's id when it has signed in to the account before. */
export interface LoginClient {
  address: string;
  device?: string | null;
}

interface Scope {
  name: string;
  key: string;
  free: number;
}

const accountScope = (account: string): Scope => ({
  name: "login-fails-account",
  key: hashed(account),
  free: loginLimitSettings.accountFreeFailures,
});
const pairScope = (account: string, address: string): Scope => ({
  name: "login-fails-account-address",
  key: hashed(account, address),
  free: loginLimitSettings.accountAddressFreeFailures,
});
const deviceScope = (account: string, device: string): Scope => ({
  name: "login-fails-device",
  key: hashed(account, "device", device),
  free: loginLimitSettings.accountAddressFreeFailures,
});

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

async function clearScopes(all: Scope[]): Promise<void> {
  await Promise.all(
    all.flatMap((scope) => [counter(scope).then((l) => l.delete(scope.key)), turn(scope).then((l) => l.delete(scope.key))]),
  );
}

/**
 * Call before the password check. Refused: answer 429 with Retry-After. Allowed: check the password,
 * then settle with the outcome ("unknown" when the check itself failed, e.g. the upstream is down).
 * `freeOnly`: refused as soon as the account is past its free tries, without taking a turn.
 */
export async function openLoginGate(email: string, client: LoginClient, options: { freeOnly?: boolean } = {}): Promise<LoginGate> {
  if (!rateLimitConfig().enabled) return { allowed: true, settle: async () => undefined };
  const account = normaliseEmail(email);
  const { address, device } = client;
  const stranger = !device && !(await isKnownAt(account, address));

  // Strangers take a point of the address's ceiling before anything is checked (consume is atomic), so
  // parallel failures cannot pass it together; it is given back on success.
  const byAddress = await addressFailures();
  const counted: Array<{ limiter: Limiter; key: string }> = [];
  if (stranger) {
    const taken = await tryConsume(byAddress, address);
    if (!taken.allowed) return { allowed: false, retryAfterSeconds: taken.retryAfterSeconds };
    counted.push({ limiter: byAddress, key: address });
  }

  // Counted as a failure now, given back on success or when nothing was learned.
  const all = device
    ? [deviceScope(account, device)]
    : stranger
      ? [pairScope(account, address), accountScope(account)]
      : [pairScope(account, address)];
  for (const scope of all) {
    const limiter = await counter(scope);
    const failures = (await limiter.consume(scope.key)).consumedPoints;
    counted.push({ limiter, key: scope.key });
    if (failures <= scope.free) continue;
    // A probe (lib/auth/other-role.ts) runs only while the tries before it were free (its own point is
    // given back): it never spends the account's turn.
    if (options.freeOnly) {
      if (failures - 1 <= scope.free) continue;
      await giveBack(counted);
      return { allowed: false, retryAfterSeconds: 0 };
    }
    const taken = await tryConsume(await turn(scope), scope.key, 1, { customDuration: backoffSeconds(failures - scope.free) });
    if (!taken.allowed) {
      await giveBack(counted);
      return { allowed: false, retryAfterSeconds: taken.retryAfterSeconds };
    }
  }

  return {
    allowed: true,
    async settle(outcome) {
      if (outcome === "success") {
        await Promise.all([clearScopes(all), rememberKnownAt(account, address), stranger ? byAddress.reward(address, 1) : undefined]);
      } else if (outcome === "unknown") await giveBack(counted);
    },
  };
}

/**
 * After the owner set a new password through the mailed link: the account's failures and waits are
 * cleared, and the address the reset came from is known to the account from now on.
 */
export async function clearLoginFailures(email: string, address: string): Promise<void> {
  if (!rateLimitConfig().enabled) return;
  const account = normaliseEmail(email);
  await Promise.all([clearScopes([accountScope(account), pairScope(account, address)]), rememberKnownAt(account, address)]);
}

/** After a successful sign-up: the address it came from is known to the new account. */
export async function rememberSignUpAddress(email: string, address: string): Promise<void> {
  if (!rateLimitConfig().enabled) return;
  await rememberKnownAt(normaliseEmail(email), address);
}
