import type { z } from "zod";
import { messages } from "@/lib/messages";
import { upstreamCallEvent, type UpstreamOutcome } from "@/lib/observability/events";
import { currentRequestId } from "@/upstream-contract/request-context";
import { UpstreamError } from "@/upstream-contract/errors";
import type { WriteOptions, Written } from "@/upstream-contract/types";
import { readResponse } from "../read-response";

export interface RequestOptions<S extends z.ZodType | undefined> {
  base: string;
  path: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  token?: string;
  /** Its key goes as the Idempotency-Key header (the upstream may honour it). */
  write?: WriteOptions;
  /** SPEC's per-call fallback message for a non-ok answer without message/detail. */
  fallback?: string;
  /** Validates (and normalises) the answer; a mismatch is a 502. */
  schema?: S;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

type Result<S> = S extends z.ZodType ? z.output<S> : unknown;

/** By name, not instanceof: the DOMException may come from another realm (Jest's sandbox, for one). */
function isTimeout(error: unknown): boolean {
  const name = typeof error === "object" && error !== null ? (error as { name?: unknown }).name : undefined;
  return name === "TimeoutError" || name === "AbortError";
}

function asUpstreamError(error: unknown, timeoutMs: number): UpstreamError {
  if (error instanceof UpstreamError) return error;
  if (isTimeout(error))
    return new UpstreamError(504, messages.api.upstreamTimeout, { cause: error, detail: `no answer within ${timeoutMs} ms` });
  const reason = error instanceof Error ? error.message : String(error);
  return new UpstreamError(502, messages.api.upstreamDown, { cause: error, detail: `unreachable (${reason})` });
}

/** One call to an upstream: JSON in and out, bearer token, bounded by a timeout, errors as UpstreamError. */
export async function upstreamRequest<S extends z.ZodType | undefined = undefined>(options: RequestOptions<S>): Promise<Result<S>> {
  return (await upstreamWrite(options)).value;
}

/** A call that writes: its answer, and whether the upstream said it is its key's first answer again (`Idempotent-Replayed`). */
export async function upstreamWrite<S extends z.ZodType | undefined = undefined>(options: RequestOptions<S>): Promise<Written<Result<S>>> {
  const { base, path, method = "GET", body, token, write, fallback, schema, timeoutMs, fetchImpl = fetch } = options;
  const url = `${base.replace(/\/+$/, "")}${path}`;
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  if (write?.idempotencyKey) headers["idempotency-key"] = write.idempotencyKey;
  // The upstream's own log can then be read beside ours for the same request.
  headers["x-request-id"] = currentRequestId();
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;

  let value: unknown;
  let status: number | undefined;
  let replayed = false;
  try {
    const response = await fetchImpl(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      cache: "no-store",
      redirect: "error",
    });
    status = response.status;
    value = await readResponse(response, fallback);
    replayed = Boolean(write?.idempotencyKey) && response.headers.get("idempotent-replayed") === "true";
  } catch (error) {
    const failure = asUpstreamError(error, timeoutMs);
    // The detail people are not shown is logged here, under the id their answer carries.
    const detail = failure.status >= 500 ? `${failure.upstreamStatus ?? "no answer"} ${failure.detail ?? failure.message}` : undefined;
    upstreamCallEvent({
      method,
      path,
      outcome: outcomeOf(failure),
      seconds: seconds(),
      status: failure.upstreamStatus,
      detail,
      requestId: failure.requestId,
    });
    throw failure;
  }

  const parsed = schema ? schema.safeParse(value) : { success: true as const, data: value };
  if (!parsed.success) {
    const failure = new UpstreamError(502, messages.api.badAnswer);
    const issues = parsed.error.issues.map((i) => i.message).join("; ");
    upstreamCallEvent({
      method,
      path,
      outcome: "bad_answer",
      seconds: seconds(),
      status,
      detail: `unexpected answer (${issues})`,
      requestId: failure.requestId,
    });
    throw failure;
  }
  upstreamCallEvent({ method, path, outcome: "ok", seconds: seconds(), status });
  return { value: parsed.data as Result<S>, replayed };
}

function outcomeOf(failure: UpstreamError): UpstreamOutcome {
  if (failure.status === 504) return "timeout";
  return failure.status < 500 ? "client_error" : "error";
}
