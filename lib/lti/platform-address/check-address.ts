import "server-only";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { env } from "@/lib/env";
import { classifyAddress } from "./ip-class";

/** Why an address a platform named is not called. */
export type AddressProblem = "not-https" | "forbidden-host" | "private-address" | "unreachable";

export class PlatformAddressError extends Error {
  constructor(
    readonly problem: AddressProblem,
    detail: string,
  ) {
    super(detail);
  }
}

export interface AddressRules {
  /** The platform's own hosts (`host[:port]` as `URL.host` spells it); any other host is refused. */
  allowedHosts: readonly string[];
  /** The loopback stand-in of the test suites (LTI_ALLOW_LOOPBACK_PLATFORMS): plain http and loopback addresses. */
  allowLoopback?: boolean;
  /** Every address a name resolves to; the system resolver unless a test gives its own. */
  resolve?: (hostname: string) => Promise<string[]>;
}

/** An address that passed, and the one IP the request must connect to (the name is never resolved again). */
export interface CheckedAddress {
  url: URL;
  address: string;
  family: 4 | 6;
}

const systemResolve = async (hostname: string) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The one check every address a platform names goes through (registration, JWKS, token endpoint,
 * roster): https, no credentials, one of the platform's hosts, and every address the host resolves to
 * public. The name is resolved once here; the caller connects to the address returned.
 */
export async function checkPlatformAddress(raw: string | URL, rules: AddressRules): Promise<CheckedAddress> {
  const allowLoopback = rules.allowLoopback ?? env.LTI_ALLOW_LOOPBACK_PLATFORMS;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PlatformAddressError("not-https", `not an address: ${String(raw).slice(0, 200)}`);
  }
  if (url.username || url.password) throw new PlatformAddressError("not-https", "an address with credentials");
  const plainHttp = url.protocol === "http:";
  if (url.protocol !== "https:" && !(plainHttp && allowLoopback)) {
    throw new PlatformAddressError("not-https", `${url.protocol} address ${url.origin}`);
  }
  if (!rules.allowedHosts.includes(url.host))
    throw new PlatformAddressError("forbidden-host", `${url.host} is not one of the platform's hosts`);

  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (classifyAddress(hostname) !== null) {
    addresses = [hostname];
  } else {
    try {
      addresses = await (rules.resolve ?? systemResolve)(hostname);
    } catch {
      // Plain http is only ever the loopback stand-in's: a name that leads nowhere is refused for that first.
      if (plainHttp) throw new PlatformAddressError("not-https", `http address ${url.origin} off loopback`);
      throw new PlatformAddressError("unreachable", `${hostname} does not resolve`);
    }
  }
  if (addresses.length === 0) throw new PlatformAddressError("unreachable", `${hostname} does not resolve`);
  for (const address of addresses) {
    const kind = classifyAddress(address);
    if (kind === "private" || kind === null || (kind === "loopback" && !allowLoopback)) {
      throw new PlatformAddressError("private-address", `${hostname} resolves to an address that is not public`);
    }
    if (plainHttp && kind !== "loopback") throw new PlatformAddressError("not-https", `http address ${url.origin} off loopback`);
  }
  const address = addresses[0]!;
  return { url, address, family: isIP(address) === 6 ? 6 : 4 };
}
