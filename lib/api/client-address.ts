import { isIPv6 } from "node:net";
import { env } from "@/lib/env";

/**
 * The client address every limit is keyed on: the peer of the TCP connection, recorded by the site's
 * own server (scripts/lib/site-server.mjs) in PEER_HEADER, which it overwrites on every request. A route
 * handler never sees the socket, and Next fills X-Forwarded-For with the peer only when the client sent
 * none, so that header is the client's choice. Behind TRUST_PROXY_HOPS reverse proxies of our own, the
 * client is the entry the outermost of them appended.
 */
export const PEER_HEADER = "x-site-peer-address";
/** Set on globalThis by the site's server: only then is PEER_HEADER known to be its and not the client's. */
export const PEER_RECORDED = Symbol.for("simulation-games-site.peer-recorded");
/** Every request shares this key when the peer is unknown (next dev, a bare `next start`). */
export const UNRECORDED = "unrecorded";

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
  const address = raw.trim().toLowerCase().replace(/^\[|\]$/g, "").slice(0, 64);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv6(address)) return `${expandIPv6(address).slice(0, 4).map((part) => part.replace(/^0+(?=.)/, "")).join(":")}::/64`;
  return address || UNRECORDED;
}

export function clientAddress(headers: HeaderSource, hops: number = env.TRUST_PROXY_HOPS): string {
  const recorded = (globalThis as { [PEER_RECORDED]?: boolean })[PEER_RECORDED] === true;
  const peer = recorded ? header(headers, PEER_HEADER)?.trim() : undefined;
  if (!peer) return UNRECORDED;
  if (hops === 0) return addressKey(peer);
  const forwarded = (header(headers, "x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return addressKey(chain[Math.max(0, chain.length - 1 - hops)] ?? peer);
}
