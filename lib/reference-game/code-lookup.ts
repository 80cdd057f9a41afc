import "server-only";
import { openCodeLookup } from "@/lib/limits/code-lookups";
import { rateLimitEvent } from "@/lib/observability/events";
import { isUpstreamError } from "@/upstream-contract/errors";

export type Looked<T> = { ok: true; value: T } | { ok: false; retryAfterSeconds: number };

/** What the upstream answers for a code it does not show this caller: none, or none of theirs. */
const isMiss = (error: unknown) => isUpstreamError(error) && (error.status === 404 || error.status === 403);

/**
 * A look-up of session code `code` within its payer's budgets (lib/limits/code-lookups.ts): null, or an
 * upstream 404 or 403, is a miss; anything else found it. A miss past the budget is answered as refused,
 * not as a miss. Other failures are thrown as they came.
 */
export async function lookUpCode<T>(payer: string, code: string, look: () => Promise<T>): Promise<Looked<T>> {
  const gate = await openCodeLookup(payer, code);
  if (!gate.allowed) return refused(payer, gate.retryAfterSeconds);
  let value: T;
  try {
    value = await look();
  } catch (error) {
    if (isMiss(error)) {
      const spent = await gate.settle(false);
      if (!spent.allowed) return refused(payer, spent.retryAfterSeconds);
    }
    throw error;
  }
  const spent = await gate.settle(value !== null);
  return spent.allowed ? { ok: true, value } : refused(payer, spent.retryAfterSeconds);
}

function refused(payer: string, retryAfterSeconds: number): Looked<never> {
  rateLimitEvent("reference-code-lookup", payer);
  return { ok: false, retryAfterSeconds };
}

/** A signed-in person's look-ups count on their account, as the API's own limits do: a class's misses behind their address never lock out their lobby. */
export const accountPayer = (uid: string) => `account:${uid}`;
