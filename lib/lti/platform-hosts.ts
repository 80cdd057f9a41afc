import type { Platform } from "./platform-schema";

/** The hosts of some addresses, spelled as `URL.host` spells them (lower case, a port only when not the default). */
export const hostsOf = (...addresses: Array<string | URL>): string[] => [...new Set(addresses.map((address) => new URL(address).host))];

/**
 * A registered platform's own hosts: its issuer's, those of the endpoints its operator gave or its
 * registration checked, and those its operator named. Its keys, token, rosters and gradebooks are
 * fetched there and nowhere else.
 */
/** What a platform's own hosts are read from. */
export type PlatformAddresses = Pick<Platform, "issuer" | "authLoginUrl" | "jwksUrl" | "tokenUrl" | "hosts">;

export const platformHosts = (platform: PlatformAddresses): string[] => [
  ...new Set([...hostsOf(platform.issuer, platform.authLoginUrl, platform.jwksUrl, platform.tokenUrl), ...platform.hosts]),
];
