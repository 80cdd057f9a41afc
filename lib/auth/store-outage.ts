import "server-only";
import { log } from "@/lib/log";
import { AsyncLocalStorage } from "node:async_hooks";
import { hasSessionEnded } from "./session-state";
import { messages } from "@/lib/messages";
import { isDatabaseUnavailable } from "@/upstream-contract/database-unavailable";
import type { SessionTokenFields } from "./session-token";

/**
 * The site store out of reach during a session check or a sign-in. next-auth clears the session cookie
 * whenever its jwt callback throws, and puts a thrown message in the log-in page's address; the auth
 * route (lib/auth/route-handler.ts) runs next-auth inside this scope and, when the store failed, answers 503
 * itself, with no cookie cleared (docs/decisions/store-outage-keeps-sessions.md).
 */
export interface Outage {
  hit: boolean;
}

const scope = new AsyncLocalStorage<Outage>();

/** Runs `run` with `outage.hit` set when the store fails on the way. */
export function watchStoreOutage<T>(outage: Outage, run: () => Promise<T>): Promise<T> {
  return scope.run(outage, run);
}

/** Records the outage for the auth route; true when there is one to tell (false outside the auth route). */
export function reportStoreOutage(): boolean {
  const current = scope.getStore();
  if (current) current.hit = true;
  return Boolean(current);
}

/** hasSessionEnded, or null when the store cannot say (it is out of reach). */
export async function sessionEndedOrUnknown(token: SessionTokenFields): Promise<boolean | null> {
  try {
    return await hasSessionEnded(token);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return null;
    throw error;
  }
}

/** Runs a step of a sign-in; an unreachable store becomes the log-in page's "not available" sentence. */
export async function signInStep<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    reportStoreOutage();
    log.error(`[auth] sign-in: the site store is out of reach (${String((error as { code?: unknown }).code ?? "no code")})`);
    throw new Error(messages.login.unavailable);
  }
}
