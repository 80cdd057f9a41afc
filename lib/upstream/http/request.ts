import type { z } from "zod";
import { messages } from "@/lib/messages";
import { UpstreamError } from "../errors";
import { readResponse } from "../read-response";

export interface RequestOptions<S extends z.ZodType | undefined> {
  base: string;
  path: string;
  method?: "GET" | "POST" | "PUT";
  body?: unknown;
  token?: string;
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

/** One call to an upstream: JSON in and out, bearer token, bounded by a timeout, errors as UpstreamError. */
export async function upstreamRequest<S extends z.ZodType | undefined = undefined>(
  options: RequestOptions<S>,
): Promise<Result<S>> {
  const { base, path, method = "GET", body, token, fallback, schema, timeoutMs, fetchImpl = fetch } = options;
  const url = `${base.replace(/\/+$/, "")}${path}`;
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;

  let value: unknown;
  try {
    const response = await fetchImpl(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      cache: "no-store",
      redirect: "error",
    });
    value = await readResponse(response, fallback);
  } catch (error) {
    if (error instanceof UpstreamError) {
      if (error.status >= 500) console.error(`[upstream] ${method} ${path}: ${error.upstreamStatus ?? "?"} ${error.message}`);
      throw error;
    }
    if (isTimeout(error)) {
      console.error(`[upstream] ${method} ${path}: no answer within ${timeoutMs} ms`);
      throw new UpstreamError(504, messages.api.upstreamTimeout, { cause: error });
    }
    console.error(`[upstream] ${method} ${path}: unreachable (${error instanceof Error ? error.message : String(error)})`);
    throw new UpstreamError(502, messages.api.upstreamDown, { cause: error });
  }

  if (!schema) return value as Result<S>;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    console.error(`[upstream] ${method} ${path}: unexpected answer (${parsed.error.issues.map((i) => i.message).join("; ")})`);
    throw new UpstreamError(502, messages.api.badAnswer);
  }
  return parsed.data as Result<S>;
}
