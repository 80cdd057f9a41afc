/**
 * A failed upstream call, carrying the status our route handler should answer:
 * the upstream's 4xx passed through, 502 when it is unreachable or answers 5xx / garbage, 504 on timeout.
 */
export class UpstreamError extends Error {
  readonly status: number;
  /** The status the upstream itself answered, when it answered at all. */
  readonly upstreamStatus: number | undefined;

  constructor(status: number, message: string, options: { upstreamStatus?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "UpstreamError";
    this.status = status;
    this.upstreamStatus = options.upstreamStatus;
  }
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError;
}

/** The status our route answers for an upstream that answered `status` (not ok). */
export function statusForUpstream(status: number): number {
  return status >= 400 && status < 500 ? status : 502;
}
