import type { Platform } from "./platform-schema";

/** The hosts of some addresses, spelled as `URL.host` spells them (lower case, a port only when not the default). */
export const hostsOf = (...addresses: Array<string | URL>): string[] => [...new Set(addresses.map((address) => new URL(address).host))];

/**
 * A registered platform's own hosts: its issuer's and those of the endpoints its operator gave or its
 * registration checked. Its keys, token and roster are fetched there and nowhere else.
 */
export const platformHosts = (platform: Pick<Platform, "issuer" | "authLoginUrl" | "jwksUrl" | "tokenUrl">): string[] =>
  hostsOf(platform.issuer, platform.authLoginUrl, platform.jwksUrl, platform.tokenUrl);
