import { messages } from "@/lib/messages";
import { currentRequest } from "@/upstream-contract/request-context";
import type { Written } from "@/upstream-contract/types";

/** Every answer of our API is JSON and never cached. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("cache-control", "no-store");
  return Response.json(body, { ...init, headers });
}

/**
 * The answer of a route whose upstream write answered: its value as JSON, or `body`. When the upstream
 * answered the key's first answer again it says so (`Idempotent-Replayed: true`), and the handler counts
 * the request as no new work.
 */
export function writtenAnswer<T>(written: Written<T>, body: unknown = written.value, init: ResponseInit = {}): Response {
  const answer = json(body, init);
  if (written.replayed) answer.headers.set(REPLAYED_HEADER, "true");
  return answer;
}

export const REPLAYED_HEADER = "idempotent-replayed";

/** An error in the API's shape; inside a request it carries the request's id, as the answer's X-Request-Id header does. */
export function errorResponse(status: number, message: string, extra: Record<string, unknown> = {}, headers?: HeadersInit): Response {
  return json({ message, requestId: currentRequest()?.requestId, ...extra }, { status, headers });
}

export const methodNotAllowedResponse = (allowed: readonly string[]) =>
  errorResponse(405, messages.api.methodNotAllowed, {}, { allow: allowed.join(", ") });

/** What a client may retry in a few seconds: the site store or the upstream is out of reach (503). */
export const serviceUnavailableResponse = () => errorResponse(503, messages.api.upstreamDown, {}, { "retry-after": "5" });
