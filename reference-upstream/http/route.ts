import type { z } from "zod";
import { messages } from "@/lib/messages";

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
  method: "GET" | "POST" | "PUT";
  pattern: RegExp;
  handle: Handler;
}

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

/** The body checked against its schema; 400 `Invalid request: field: reason` otherwise. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  throw new HttpFailure(400, `${messages.upstream.invalidRequest}: ${field}${issue?.message ?? ""}`.trim());
}
