import { errorText } from "./error-text";
import { readFieldErrors } from "./field-errors";
import { newIdempotencyKey } from "./idempotency-key";

/** A failed call to one of our route handlers: what the server said (if anything), its status, its field errors. */
export class ApiError extends Error {
  constructor(
    /** The server's `message`, else `detail`; undefined when it said nothing readable (or never answered). */
    readonly serverMessage: string | undefined,
    /** 0 when the request never got an answer (offline, connection reset). */
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(serverMessage ?? `Request failed (${status})`);
    this.name = "ApiError";
  }
}

/**
 * The browser's one way to call our own API: JSON in and out, same-origin credentials. Answers the
 * parsed body; throws ApiError on a network failure or a non-2xx answer.
 */
export async function requestJson<T>(path: string, init: Omit<RequestInit, "headers"> & { headers?: Record<string, string> } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: "same-origin",
      ...init,
      headers: { Accept: "application/json", ...(init.body ? { "Content-Type": "application/json" } : {}), ...init.headers },
    });
  } catch {
    throw new ApiError(undefined, 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(errorText(body), response.status, readFieldErrors((body as { errors?: unknown } | null)?.errors));
  }
  return body as T;
}

/** No answer, or the proxy's or the server's "try again": the write may or may not have happened. */
const RETRIED = new Set([0, 502, 503, 504]);
export const RETRY_DELAY_MS = 300;

/**
 * A form's write: sent with an Idempotency-Key of its own, and sent once more with the same key when
 * the first try got no answer or a 502/503/504, so the server stores it once and answers the real
 * outcome (lib/api/idempotency.ts).
 */
export async function sendJson<T>(method: "POST" | "PUT", path: string, payload: unknown): Promise<T> {
  const init = { method, body: JSON.stringify(payload), headers: { "Idempotency-Key": newIdempotencyKey() } };
  try {
    return await requestJson<T>(path, init);
  } catch (error) {
    if (!(error instanceof ApiError) || !RETRIED.has(error.status)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return requestJson<T>(path, init);
  }
}

/** The server's words when it gave some, else the form's own fallback (SPEC §8). */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
