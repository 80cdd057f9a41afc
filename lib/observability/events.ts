import { log } from "@/lib/log";
import { emailHash } from "@/upstream-contract/email-address/hash";
import { countRefusal, metrics } from "./metrics";

/**
 * The events an operator counts and reads, each a metric and a log line with its own fields. Addresses
 * appear as emailHash() only; every label is from a closed set.
 */

export type LoginKind = "student" | "facilitator" | "google" | "lti";
export type LoginResult = "ok" | "refused" | "limited" | "unavailable";

export function loginEvent(kind: LoginKind, outcome: LoginResult, email?: string): void {
  metrics.logins.inc({ kind, outcome });
  const fields = { event: "login", kind, outcome, ...(email ? { emailHash: emailHash(email) } : {}) };
  if (outcome === "ok") log.info(fields, "signed in");
  else log.warn(fields, "sign-in not completed");
}

/** A request refused by `limit`; `address` is the key it counted on (only counted, never logged). */
export function rateLimitEvent(limit: string, address: string): void {
  countRefusal(limit, address);
  log.warn({ event: "rate_limit", limit }, "refused by a rate limit");
}

export type MailOutcome = "queued" | "sent" | "failed";

export function mailEvent(outcome: MailOutcome, template: string, to: string, error?: unknown): void {
  metrics.mails.inc({ outcome, template });
  const fields = { event: "mail", template, outcome, toHash: emailHash(to) };
  if (outcome === "failed") log.error({ ...fields, error: error instanceof Error ? error.message : String(error) }, "mail not sent");
  else log.info(fields, outcome === "sent" ? "mail sent" : "mail kept in the outbox (no SMTP_URL)");
}

export function ltiLaunchEvent(platform: string, messageType: string): void {
  metrics.ltiLaunches.inc({ outcome: "ok", reason: "" });
  log.info({ event: "lti", outcome: "ok", platform, messageType }, "LTI launch");
}

export function ltiRefusalEvent(reason: string, detail: string): void {
  metrics.ltiLaunches.inc({ outcome: "refused", reason });
  log.warn({ event: "lti", outcome: "refused", reason }, detail);
}

export type UpstreamOutcome = "ok" | "client_error" | "error" | "timeout" | "bad_answer";

export interface UpstreamCall {
  method: string;
  path: string;
  outcome: UpstreamOutcome;
  seconds: number;
  status?: number;
  /** What people are not shown of a failure: in this line only. */
  detail?: string;
  /** The id the failure's answer carries (the request's own inside one). */
  requestId?: string;
}

export function upstreamCallEvent({ method, path, outcome, seconds, status, detail, requestId }: UpstreamCall): void {
  const bare = path.split("?")[0]!;
  const operation = `${method} ${bare}`;
  metrics.upstreamCalls.inc({ operation, outcome });
  metrics.upstreamDuration.observe({ operation }, seconds);
  const fields = {
    event: "upstream",
    adapter: "http",
    method,
    path: bare,
    outcome,
    status,
    durationMs: Math.round(seconds * 1e4) / 10,
    ...(requestId ? { requestId } : {}),
  };
  if (outcome === "ok" || outcome === "client_error") log.info(fields, "upstream call");
  else log.error(fields, `upstream call failed: ${detail ?? outcome}`);
}
