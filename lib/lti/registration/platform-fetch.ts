import "server-only";
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { env } from "@/lib/env";
import { readLimited } from "@/lib/api/read-limited";

/** Why a fetch from a platform during registration failed; each has its words for the admin. */
export type FetchProblem =
  "not-https" | "forbidden-host" | "private-address" | "unreachable" | "redirected" | "status" | "too-large" | "not-json";

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

const privateRanges = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  privateRanges.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["::", 128],
] as const)
  privateRanges.addSubnet(net, prefix, "ipv6");
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

function classify(address: string): "public" | "loopback" | "private" {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip) === 6 ? "ipv6" : "ipv4";
  if (loopback.check(ip, family)) return "loopback";
  return privateRanges.check(ip, family) ? "private" : "public";
}

/**
 * The platform address, checked before anything is sent: https (plain http only to loopback, and only
 * when the test suites allow loopback platforms), no credentials, a host the platform's configuration
 * named, and every address it resolves to public.
 */
export async function checkPlatformUrl(raw: string, allowedHosts: readonly string[]): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PlatformFetchError("not-https", `not an address: ${raw.slice(0, 200)}`);
  }
  const allowLoopback = env.LTI_ALLOW_LOOPBACK_PLATFORMS;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (url.username || url.password) throw new PlatformFetchError("not-https", "an address with credentials");
  const loopbackName = host === "localhost" || (isIP(host) !== 0 && classify(host) === "loopback");
  if (url.protocol !== "https:" && !(url.protocol === "http:" && allowLoopback && loopbackName)) {
    throw new PlatformFetchError("not-https", `${url.protocol} address ${url.origin}`);
  }
  if (!allowedHosts.includes(url.host)) throw new PlatformFetchError("forbidden-host", `${url.host} is not a host the platform named`);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    throw new PlatformFetchError("unreachable", `${host} does not resolve`);
  }
  for (const address of addresses) {
    const kind = classify(address);
    if (kind === "private" || (kind === "loopback" && !allowLoopback)) {
      throw new PlatformFetchError("private-address", `${host} resolves to a private address`);
    }
  }
  return url;
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
  const url = await checkPlatformUrl(raw, request.allowedHosts);
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? "GET",
      headers: { accept: "application/json", ...request.headers },
      body: request.body,
      redirect: "manual",
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
