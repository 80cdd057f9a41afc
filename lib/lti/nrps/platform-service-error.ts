/** Why a platform's service (token endpoint, roster) gave nothing: each has a line in words on the dashboard. */
export type ServiceProblem = "unauthorized" | "forbidden" | "unavailable" | "timeout" | "unreadable";

export class PlatformServiceError extends Error {
  constructor(
    readonly problem: ServiceProblem,
    detail: string,
  ) {
    super(detail);
  }
}

export function problemOfStatus(status: number): ServiceProblem {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  return "unavailable";
}

/** A failed fetch as a service problem: a timeout or abort says so, anything else is the platform being out of reach. */
export function problemOfFetchError(error: unknown): PlatformServiceError {
  if (error instanceof PlatformServiceError) return error;
  // An abort's reason is a DOMException, which is not always an Error of this realm.
  const { name = "", message = String(error) } = (typeof error === "object" && error !== null ? error : {}) as {
    name?: string;
    message?: string;
  };
  const detail = message;
  return new PlatformServiceError(name === "TimeoutError" || name === "AbortError" ? "timeout" : "unavailable", detail);
}
