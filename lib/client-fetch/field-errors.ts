import { firstText } from "./error-text";

/**
 * Field name → first message of an error answer's `errors`, in either shape our route handlers and
 * upstreams use: `{ field: "msg" | ["msg"] }` or zod's `[{ path: ["field"] | "field", message }]`.
 */
export function readFieldErrors(errors: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (Array.isArray(errors)) {
    for (const issue of errors) {
      if (!issue || typeof issue !== "object") continue;
      const { path, message } = issue as { path?: unknown; message?: unknown };
      const field = Array.isArray(path) ? path[0] : path;
      const text = firstText(message);
      if (typeof field === "string" && text) result[field] ??= text;
    }
  } else if (errors && typeof errors === "object") {
    for (const [field, value] of Object.entries(errors)) {
      const text = firstText(value);
      if (text) result[field] = text;
    }
  }
  return result;
}
