import "server-only";
import { rateLimitConfig, sharedLimiter, type RateLimitResult } from "./index";
import { retryAfterSeconds, tryConsume } from "./limiter";

/**
 * Look-ups of the reference game host's session codes, per payer (a client address, or a signed-in
 * account). A code not found spends the payer's failure budget, sized for a lecture hall's typos; once it
 * is spent every look-up of the payer waits for it to refill, the right code too, so guessing learns
 * nothing more. A code found never spends it: it spends a budget of the payer and that code, room for a
 * class of 300 behind one address looking their code up a few times each. Per code, because a campus
 * behind one address runs many classes at once, each with its own code: one class's look-ups never
 * spend another's, and a payer can only repeat codes it already knows.
 */
export const codeLookupLimits = {
  failures: 100,
  failureWindowSeconds: 15 * 60,
  successes: 3000,
  successWindowSeconds: 10 * 60,
};

const failures = () =>
  sharedLimiter("code-lookup-failures", { points: codeLookupLimits.failures, duration: codeLookupLimits.failureWindowSeconds });
const successes = () =>
  sharedLimiter("code-lookup-successes", { points: codeLookupLimits.successes, duration: codeLookupLimits.successWindowSeconds });

/** Codes are read case-blind, so every spelling of one code is the same budget. */
const foundKey = (payer: string, code: string) => `${payer}|${code.trim().toUpperCase()}`;

export type CodeLookupGate =
  { allowed: true; settle(found: boolean): Promise<RateLimitResult> } | { allowed: false; retryAfterSeconds: number };

/**
 * Call before the look-up; once it is done, settle with whether the code was found. The failure is
 * counted after the look-up, so a class looking up the right code at once is never refused for the
 * points of look-ups still under way; a flood of misses at once is answered 429 as soon as its
 * failures pass the budget (settle refuses them).
 */
export async function openCodeLookup(payer: string, code: string): Promise<CodeLookupGate> {
  if (!rateLimitConfig().enabled) return { allowed: true, settle: async () => ({ allowed: true }) };
  const spent = await (await failures()).get(payer);
  if (spent && spent.consumedPoints >= codeLookupLimits.failures) return { allowed: false, retryAfterSeconds: retryAfterSeconds(spent) };
  return {
    allowed: true,
    async settle(found) {
      const result = found ? await tryConsume(await successes(), foundKey(payer, code)) : await tryConsume(await failures(), payer);
      return result.allowed ? { allowed: true } : result;
    },
  };
}
