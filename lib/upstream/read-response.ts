import { messages } from "@/lib/messages";
import { UpstreamError, statusForUpstream } from "./errors";

/** JSON.parse reviver of SPEC §7: the text values "Infinity" and "-Infinity" become numbers. */
export function reviveInfinity(_key: string, value: unknown): unknown {
  if (value === "Infinity") return Infinity;
  if (value === "-Infinity") return -Infinity;
  return value;
}

/** Parses JSON text with the Infinity reviver; undefined when the text is not JSON. */
export function parseUpstreamJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text, reviveInfinity) };
  } catch {
    return { ok: false };
  }
}

/** FastAPI-style `detail` may be a string or a list of `{ msg }`; anything else is ignored. */
function detailText(detail: unknown): string | undefined {
  if (typeof detail === "string" && detail.trim()) return detail;
  if (Array.isArray(detail)) {
    const parts = detail
      .map((item) => (typeof item === "string" ? item : item && typeof item === "object" ? (item as { msg?: unknown }).msg : undefined))
      .filter((part): part is string => typeof part === "string" && part.trim() !== "");
    if (parts.length) return parts.join("; ");
  }
  return undefined;
}

/** The message SPEC's reader takes from a failed answer: message, else detail, else the fallback. */
export function errorMessageOf(body: unknown, fallback: string = messages.api.generic): string {
  if (body && typeof body === "object") {
    const { message, detail } = body as { message?: unknown; detail?: unknown };
    if (typeof message === "string" && message.trim()) return message;
    const fromDetail = detailText(detail);
    if (fromDetail) return fromDetail;
  }
  return fallback;
}

/**
 * SPEC's shared response reader, once. A non-ok answer throws an UpstreamError carrying
 * message / detail / the fallback; a body that is not JSON is an UpstreamError (502), never a crash.
 * An empty ok body reads as null.
 */
export async function readResponse(response: Response, fallback: string = messages.api.generic): Promise<unknown> {
  const text = await response.text();
  const parsed = text.trim() === "" ? ({ ok: true, value: null } as const) : parseUpstreamJson(text);
  if (!response.ok) {
    const status = statusForUpstream(response.status);
    const body = parsed.ok ? parsed.value : null;
    const message = errorMessageOf(body, status === 502 && !parsed.ok ? messages.api.upstreamDown : fallback);
    throw new UpstreamError(status, message, { upstreamStatus: response.status });
  }
  if (!parsed.ok) throw new UpstreamError(502, messages.api.notJson, { upstreamStatus: response.status });
  return parsed.value;
}
