import { env } from "@/lib/env";
import { claims, type LaunchClaims } from "../claims";
import { platformHosts, type PlatformAddresses } from "../platform-hosts";

/** A launch's grade service, once its addresses passed the platform's rules. */
export interface GradeService {
  scopes: string[];
  lineItemsUrl: string | null;
  lineItemUrl: string | null;
}

/**
 * An address of the grade claim kept only when it is https (or the test suites' loopback stand-in) on
 * one of the platform's own hosts, as the roster's address must be: a launch cannot point the tool's
 * scores at someone else. Whether the host resolves to a public address is checked again at each call.
 */
export function ownAddress(raw: string | undefined, hosts: readonly string[], allowLoopback: boolean): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const scheme = url.protocol === "https:" || (allowLoopback && url.protocol === "http:");
  if (!scheme || url.username || url.password || !hosts.includes(url.host)) return null;
  return url.toString();
}

/** The launch's grade service (AGS), or null when it has none or none of its addresses is the platform's. */
export function gradeServiceOf(
  launch: LaunchClaims,
  platform: PlatformAddresses,
  allowLoopback = env.LTI_ALLOW_LOOPBACK_PLATFORMS,
): GradeService | null {
  const claim = launch[claims.gradeService];
  if (!claim) return null;
  const hosts = platformHosts(platform);
  const lineItemsUrl = ownAddress(claim.lineitems, hosts, allowLoopback);
  const lineItemUrl = ownAddress(claim.lineitem, hosts, allowLoopback);
  if (!lineItemsUrl && !lineItemUrl) return null;
  return { scopes: claim.scope, lineItemsUrl, lineItemUrl };
}
