import "server-only";
import { readLimited } from "@/lib/api/read-limited";
import { checkPlatformAddress, PlatformAddressError, type AddressProblem } from "../platform-address/check-address";
import { pinnedRequest } from "../platform-address/pinned-request";

/** Why a fetch from a platform during registration failed; each has its words for the admin. */
export type FetchProblem = AddressProblem | "redirected" | "status" | "too-large" | "not-json";

export class PlatformFetchError extends Error {
  constructor(
    readonly problem: FetchProblem,
    detail: string,
    readonly status?: number,
  ) {
    super(detail);
  }
}

export const PLATFORM_FETCH_TIMEOUT_MS = 5_000;
export const PLATFORM_BODY_LIMIT_BYTES = 64 * 1024;

/** An address the platform named during registration, checked as every platform address is (../platform-address). */
export async function checkRegistrationAddress(raw: string, allowedHosts: readonly string[]) {
  try {
    return await checkPlatformAddress(raw, { allowedHosts });
  } catch (error) {
    if (error instanceof PlatformAddressError) throw new PlatformFetchError(error.problem, error.message);
    throw error;
  }
}

export interface PlatformRequest {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** The hosts this request may go to (never followed elsewhere: a redirect is refused). */
  allowedHosts: readonly string[];
  timeoutMs?: number;
}

/** A JSON answer from a learning platform: 5 s, 64 KiB, no redirects, 2xx only. */
export async function fetchPlatformJson(raw: string, request: PlatformRequest): Promise<unknown> {
  const checked = await checkRegistrationAddress(raw, request.allowedHosts);
  const { url } = checked;
  let response: Response;
  try {
    response = await pinnedRequest(checked, {
      method: request.method ?? "GET",
      headers: { accept: "application/json", ...request.headers },
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs ?? PLATFORM_FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    throw new PlatformFetchError("unreachable", `${url.origin}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel().catch(() => undefined);
    throw new PlatformFetchError("redirected", `${url.origin}${url.pathname} redirected (${response.status})`, response.status);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new PlatformFetchError("status", `${url.origin}${url.pathname} answered ${response.status}`, response.status);
  }
  const bytes = await readLimited(response, PLATFORM_BODY_LIMIT_BYTES).catch(() => {
    throw new PlatformFetchError("unreachable", `${url.origin}: the answer broke off`);
  });
  if (!bytes) throw new PlatformFetchError("too-large", `${url.origin}${url.pathname} sent more than 64 KiB`);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new PlatformFetchError("not-json", `${url.origin}${url.pathname} did not send JSON`);
  }
}
