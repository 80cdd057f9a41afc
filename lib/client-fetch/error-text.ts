/**
 * The words of a failed JSON answer, read the way the upstream answer reader (lib/upstream/read-response.ts) does: `message`, else
 * `detail`, else the caller's fallback. Every form reads error answers through this one function.
 */
export function errorText(body: unknown, fallback: string): string;
export function errorText(body: unknown): string | undefined;
export function errorText(body: unknown, fallback?: string): string | undefined {
  const { message, detail } = (body ?? {}) as { message?: unknown; detail?: unknown };
  return firstText(message) ?? firstText(detail) ?? fallback;
}

/** A non-empty string, or the first one of a list (some servers answer `["…"]`). */
export function firstText(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() ? value : undefined;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === "string" && item.trim() !== "");
  return undefined;
}
