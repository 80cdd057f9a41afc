import { isIPv6 } from "node:net";
import { env } from "@/lib/env";

/**
 * The client address every limit is keyed on, from X-Forwarded-For. Behind TRUST_PROXY_HOPS reverse
 * proxies of our own, the client is the entry the outermost of them wrote (the recipe's nginx overwrites
 * the header with the peer it sees). With none, it is the header's last entry: `next start` sets it to the
 * TCP peer when the client sent none, but keeps one the client sent, which is why a production start
 * without a trusted proxy warns (lib/start-checks.ts).
 */
export const UNKNOWN_CLIENT = "unknown";

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0");
  return [...left, ...(tail === undefined ? [] : zeros), ...right];
}

/** One key per IPv4 address, and per /64 for IPv6 (one subscriber's whole block). */
export function addressKey(raw: string): string {
  const address = raw
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .slice(0, 64);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv6(address))
    return `${expandIPv6(address)
      .slice(0, 4)
      .map((part) => part.replace(/^0+(?=.)/, ""))
      .join(":")}::/64`;
  return address || UNKNOWN_CLIENT;
}

export function clientAddress(headers: HeaderSource, hops: number = env.TRUST_PROXY_HOPS): string {
  const chain = (header(headers, "x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const entry = chain[Math.max(0, chain.length - Math.max(1, hops))];
  return entry ? addressKey(entry) : UNKNOWN_CLIENT;
}
