import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { fillMessage, messages } from "@/lib/messages";

/**
 * next-auth answers every error thrown by a credentials provider's authorize with 401. The log-in route
 * (lib/auth/route-handler.ts) runs next-auth inside this scope; authorize records a refusal in it, and
 * the route turns the answer into 429 with Retry-After, keeping next-auth's body, whose error string is
 * the sentence the log-in page shows.
 */
interface Scope {
  retryAfterSeconds?: number;
  /** A `?notice=` for the page the sign-in lands on (the home page says it in words). */
  notice?: string;
}

const scope = new AsyncLocalStorage<Scope>();

export function withLoginRefusals<T>(run: () => Promise<T>): { result: Promise<T>; refusal: Scope } {
  const refusal: Scope = {};
  return { result: scope.run(refusal, run), refusal };
}

/** Asks the route to add `?notice=<key>` to the address the sign-in redirects to. */
export function noticeAfterSignIn(key: string): void {
  const current = scope.getStore();
  if (current) current.notice = key;
}

/** The error authorize throws; next-auth's client returns its message as `error`. */
export function loginRefused(retryAfterSeconds: number): Error {
  const current = scope.getStore();
  if (current) current.retryAfterSeconds = retryAfterSeconds;
  return new Error(fillMessage(messages.api.tooManyAttempts, { seconds: retryAfterSeconds }));
}
