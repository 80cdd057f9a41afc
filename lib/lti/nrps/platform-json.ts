import type { z } from "zod";
import { readLimited } from "@/lib/api/read-limited";
import type { PlatformFetch } from "../platform-address/platform-fetch";
import { AnswerTooLargeError, PlatformServiceError, problemOfFetchError, problemOfStatus } from "./platform-service-error";

interface PlatformJsonRequest<S extends z.ZodType> {
  fetchImpl: PlatformFetch;
  url: string | URL;
  init: RequestInit;
  /** What the service is, for the log line ("token endpoint", "memberships"). */
  what: string;
  limit: number;
  schema: S;
}

/**
 * One call to a platform's service: no redirect followed, a non-2xx as its problem, the answer read up
 * to `limit` bytes and checked by `schema`; anything else is "unreadable". Answers the value, the
 * response's headers (the memberships' next page is in Link) and the bytes read.
 */
export async function platformJson<S extends z.ZodType>({ fetchImpl, url, init, what, limit, schema }: PlatformJsonRequest<S>) {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, redirect: "error" });
  } catch (error) {
    throw problemOfFetchError(error);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new PlatformServiceError(problemOfStatus(response.status), `${what} answered ${response.status}`);
  }
  const bytes = await readLimited(response, limit).catch((error: unknown) => {
    throw problemOfFetchError(error);
  });
  if (!bytes) throw new AnswerTooLargeError(`${what}: an answer larger than ${limit} bytes`);
  try {
    const value = schema.parse(JSON.parse(new TextDecoder().decode(bytes))) as z.output<S>;
    return { value, headers: response.headers, size: bytes.byteLength };
  } catch {
    throw new PlatformServiceError("unreadable", `${what}: an answer that is not what the service sends`);
  }
}
