import { currentRequestId } from "./request-context";

/**
 * A failed upstream call, carrying the status our route handler should answer:
 * the upstream's 4xx passed through, 502 when it is unreachable or answers 5xx / garbage, 504 on timeout.
 */
export class UpstreamError extends Error {
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
