import { messages } from "@/lib/messages";

/** A non-ok answer of our route handlers: `{ message, errors? }` with its status. */
export class ApiError extends Error {
  constructor(
    /** What the server said, if it said anything readable. */
    readonly serverMessage: string | undefined,
    readonly status: number,
    /** Field name → first message, when the server named the fields it rejected. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(serverMessage ?? messages.api.generic);
    this.name = "ApiError";
  }
}

function firstMessage(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === "string");
  return undefined;
}

/** Accepts `{ field: "msg" | ["msg"] }` and `[{ path: ["field"] | "field", message }]`. */
function readFieldErrors(errors: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (Array.isArray(errors)) {
    for (const issue of errors) {
      if (!issue || typeof issue !== "object") continue;
      const { path, message } = issue as { path?: unknown; message?: unknown };
      const field = Array.isArray(path) ? path[0] : path;
      if (typeof field === "string" && typeof message === "string") result[field] ??= message;
    }
  } else if (errors && typeof errors === "object") {
    for (const [field, value] of Object.entries(errors)) {
      const message = firstMessage(value);
      if (message) result[field] = message;
    }
  }
  return result;
}

/** Fetches JSON from our own API; throws ApiError with the server's message (or a generic one). */
export async function requestJson<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { Accept: "application/json", ...(init?.body ? { "Content-Type": "application/json" } : {}) },
    });
  } catch {
    throw new ApiError(undefined, 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { message, detail, errors } = (body ?? {}) as { message?: unknown; detail?: unknown; errors?: unknown };
    const text = firstMessage(message) ?? firstMessage(detail);
    throw new ApiError(text, response.status, readFieldErrors(errors));
  }
  return body as T;
}

export function postJson<T>(path: string, payload: unknown): Promise<T> {
  return requestJson<T>(path, { method: "POST", body: JSON.stringify(payload), credentials: "same-origin" });
}

/** The server's message when it gave one, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
