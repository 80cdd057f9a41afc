import { PlatformAddressError } from "../platform-address/check-address";

/** Why a platform's service (token endpoint, roster) gave nothing: for the operator's log; the dashboard says one sentence for all. */
export type ServiceProblem = "unauthorized" | "forbidden" | "unavailable" | "timeout" | "unreadable" | "refused-address";

export class PlatformServiceError extends Error {
  constructor(
    readonly problem: ServiceProblem,
    detail: string,
  ) {
    super(detail);
  }
}

/** A platform's answer over its byte limit. */
export class AnswerTooLargeError extends PlatformServiceError {
  constructor(detail: string) {
    super("unreadable", detail);
  }
}

export function problemOfStatus(status: number): ServiceProblem {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  return "unavailable";
}

/** A failed fetch as a service problem: a refused address, a timeout or abort, or else the platform being out of reach. */
export function problemOfFetchError(error: unknown): PlatformServiceError {
  if (error instanceof PlatformServiceError) return error;
  if (error instanceof PlatformAddressError) return new PlatformServiceError("refused-address", `${error.problem}: ${error.message}`);
  // An abort's reason is a DOMException, which is not always an Error of this realm.
  const { name = "", message = String(error) } = (typeof error === "object" && error !== null ? error : {}) as {
    name?: string;
    message?: string;
  };
  const detail = message;
  return new PlatformServiceError(name === "TimeoutError" || name === "AbortError" ? "timeout" : "unavailable", detail);
}
