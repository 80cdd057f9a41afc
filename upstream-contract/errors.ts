import { currentRequestId } from "./request-context";

/** Marks an UpstreamError whichever copy of this module made it (see UpstreamError's `instanceof`). */
const BRAND = Symbol.for("simulation-games-site.UpstreamError");

/**
 * A failed upstream call, carrying the status our route handler should answer:
 * the upstream's 4xx passed through, 502 when it is unreachable or answers 5xx / garbage, 504 on timeout.
 */
export class UpstreamError extends Error {
  /**
   * The server build may hold this module more than once (one copy per route bundle), while every route
   * shares the one upstream client the first of them made (lib/upstream): an error thrown from that
   * client's copy must still be an UpstreamError to every other copy, so `instanceof` reads the brand.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }
  readonly [BRAND] = true;
  readonly status: number;
  /** The status the upstream itself answered, when it answered at all. */
  readonly upstreamStatus: number | undefined;
  /** What the upstream said that people are not shown (a 5xx detail, a long 4xx one): for the log only. */
  readonly detail: string | undefined;
  /** The request's id (X-Request-Id): logged with the detail and carried by the answer, so a report can be matched with the log. */
  readonly requestId: string;

  constructor(status: number, message: string, options: { upstreamStatus?: number; cause?: unknown; detail?: string } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "UpstreamError";
    this.status = status;
    this.upstreamStatus = options.upstreamStatus;
    this.detail = options.detail;
    this.requestId = currentRequestId();
  }
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError;
}

/** The status our route answers for an upstream that answered `status` (not ok). */
export function statusForUpstream(status: number): number {
  return status >= 400 && status < 500 ? status : 502;
}
