import type { z } from "zod";
import { upstreamMessages } from "@/upstream-contract/messages";
import type { WriteOptions, Written } from "@/upstream-contract/types";

/** One route of the reference upstream's HTTP server, and the failure its handlers throw. */

export interface Context {
  params: string[];
  query: URLSearchParams;
  body(): Promise<unknown>;
  /** The bearer token; 401 `Not authenticated` without one. */
  token(): string;
  header(name: string): string | undefined;
}
export type Handler = (ctx: Context) => Promise<unknown>;
export interface Route {
  method: "GET" | "POST" | "PUT" | "DELETE";
  pattern: RegExp;
  handle: Handler;
}

/** A write's answer as sent: its body, and `Idempotent-Replayed: true` when it is the key's first answer again. */
export class WriteAnswer {
  constructor(
    readonly body: unknown,
    readonly replayed: boolean,
  ) {}
}

/** The answer of a write: its value as the body unless another is given. */
export const answerWrite = <T>(written: Written<T>, body: unknown = written.value) => new WriteAnswer(body, written.replayed);

export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const post = (path: string, handle: Handler): Route => ({ method: "POST", pattern: new RegExp(`^${path}$`), handle });
export const get = (path: string, handle: Handler): Route => ({ method: "GET", pattern: new RegExp(`^${path}$`), handle });
export const del = (path: string, handle: Handler): Route => ({ method: "DELETE", pattern: new RegExp(`^${path}$`), handle });

/** The body checked against its schema; 400 `Invalid request: field: reason` otherwise. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  throw new HttpFailure(400, `${upstreamMessages.invalidRequest}: ${field}${issue?.message ?? ""}`.trim());
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** The write's Idempotency-Key header (not SPEC's): 16–128 of [A-Za-z0-9_-], else 400. */
export function writeOptions(c: Context): WriteOptions {
  const key = c.header("idempotency-key");
  if (key !== undefined && !KEY_PATTERN.test(key)) throw new HttpFailure(400, `${upstreamMessages.invalidRequest}: Idempotency-Key`);
  return { idempotencyKey: key };
}
