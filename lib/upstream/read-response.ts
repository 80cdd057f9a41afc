import { readLimited } from "@/lib/api/read-limited";
import { messages } from "@/lib/messages";
import { UpstreamError, statusForUpstream } from "@/upstream-contract/errors";

/** An upstream answer is read up to this size; past it the call fails as a malformed answer (502). */
export const UPSTREAM_BODY_LIMIT_BYTES = 1024 * 1024;
/** A 4xx detail people may see: one short line of plain text. */
const SHOWN_DETAIL_MAX = 200;

/** JSON.parse reviver of the upstream answers: the text values "Infinity" and "-Infinity" become numbers. */
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

/** Short plain text: one line, no markup, at most 200 characters. */
export function isShortPlainText(text: string): boolean {
  return text.length <= SHOWN_DETAIL_MAX && !/[\u0000-\u001f\u007f<>]/.test(text);
}

/**
 * SPEC's shared response reader, once, reading at most 1 MiB. A non-ok answer throws an UpstreamError:
 * a 4xx carries its message / detail when that is short plain text, else the fallback; a 5xx always
 * the fallback (its detail goes to the log only, with the error's request id). A body that is not JSON
 * is an UpstreamError (502), never a crash. An empty ok body reads as null.
 */
export async function readResponse(response: Response, fallback: string = messages.api.generic): Promise<unknown> {
  const bytes = await readLimited(response, UPSTREAM_BODY_LIMIT_BYTES);
  if (!bytes) {
    throw new UpstreamError(502, messages.api.badAnswer, { upstreamStatus: response.status, detail: "answer larger than 1 MiB" });
  }
  const text = new TextDecoder().decode(bytes);
  const parsed = text.trim() === "" ? ({ ok: true, value: null } as const) : parseUpstreamJson(text);
  if (!response.ok) {
    const status = statusForUpstream(response.status);
    const body = parsed.ok ? parsed.value : null;
    const said = errorMessageOf(body, "");
    const detail = said || (parsed.ok ? undefined : text.slice(0, 500));
    if (status >= 500) {
      throw new UpstreamError(status, parsed.ok ? fallback : messages.api.upstreamDown, { upstreamStatus: response.status, detail });
    }
    const message = said && isShortPlainText(said) ? said : fallback;
    throw new UpstreamError(status, message, { upstreamStatus: response.status, detail });
  }
  if (!parsed.ok) throw new UpstreamError(502, messages.api.notJson, { upstreamStatus: response.status });
  return parsed.value;
}
