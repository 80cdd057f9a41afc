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
    /** The answer's Retry-After, in seconds, when it gave one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(serverMessage ?? `Request failed (${status})`);
    this.name = "ApiError";
  }
}

/**
 * The browser's one way to call our own API: JSON in and out, same-origin credentials. Answers the
 * parsed body; throws ApiError on a network failure or a non-2xx answer.
 */
export async function requestJson<T>(
  path: string,
  init: Omit<RequestInit, "headers"> & { headers?: Record<string, string> } = {},
): Promise<T> {
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
    const retryAfter = Number.parseInt(response.headers.get("retry-after") ?? "", 10);
    throw new ApiError(
      errorText(body),
      response.status,
      readFieldErrors((body as { errors?: unknown } | null)?.errors),
      Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
    );
  }
  return body as T;
}

/** No answer, or the proxy's or the server's "try again": the write may or may not have happened. */
const RETRIED = new Set([0, 502, 503, 504]);
const RETRY_DELAY_MS = 300;
/** The longest a form waits on a Retry-After (a 503 says when the store or upstream should be back: 5 s). */
const MAX_RETRY_WAIT_MS = 8_000;
/** A form keeps trying while its next try would start within 20 s of the first (a database restart); six tries bound an offline browser. */
const GIVE_UP_AFTER_MS = 20_000;
const MAX_TRIES = 6;

/**
 * A form's write: sent with an Idempotency-Key of its own, and sent again with the same key when a try
 * got no answer or a 502/503/504: after the server's Retry-After (at most 8 s), else 300 ms, while the
 * next try starts within 20 s of the first, six tries at most. The upstream stores it once under the
 * key and answers a retry the first answer, so a write whose answer was lost is answered as stored.
 */
export async function sendJson<T>(method: "POST" | "PUT", path: string, payload: unknown): Promise<T> {
  const init = { method, body: JSON.stringify(payload), headers: { "Idempotency-Key": newIdempotencyKey() } };
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await requestJson<T>(path, init);
    } catch (error) {
      if (!(error instanceof ApiError) || !RETRIED.has(error.status) || attempt >= MAX_TRIES) throw error;
      const delay = error.retryAfterSeconds !== undefined ? Math.min(error.retryAfterSeconds * 1000, MAX_RETRY_WAIT_MS) : RETRY_DELAY_MS;
      if (Date.now() + delay - started > GIVE_UP_AFTER_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** The server's words when it gave some, else the form's own fallback. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
