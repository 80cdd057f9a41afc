import type { NextRequest } from "next/server";
import { env } from "@/lib/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origins this site answers on: the request's own, NEXTAUTH_URL's, and (behind a trusted proxy) the forwarded one. */
function allowedOrigins(req: NextRequest): Set<string> {
  const allowed = new Set<string>([req.nextUrl.origin]);
  const host = req.headers.get("host");
  if (host) allowed.add(`${req.nextUrl.protocol}//${host}`);
  const configured = originOf(env.NEXTAUTH_URL);
  if (configured) allowed.add(configured);
  if (env.TRUST_PROXY_HOPS > 0) {
    const forwardedHost = req.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
    const forwardedProto = req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() ?? req.nextUrl.protocol.replace(":", "");
    if (forwardedHost) allowed.add(`${forwardedProto}://${forwardedHost}`);
  }
  return allowed;
}

/**
 * Refuses cross-site state-changing requests (docs/upstream.md):
 * - with an Origin header, it must be one of this site's origins ("null" never is);
 * - without one, a browser's Sec-Fetch-Site must say same-origin;
 * - with neither header the caller is not a browser (no ambient cookies to abuse), so it passes.
 */
export function isAllowedOrigin(req: NextRequest): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  const origin = req.headers.get("origin");
  const fetchSite = req.headers.get("sec-fetch-site");
  if (origin === null) return fetchSite === null || fetchSite === "same-origin";
  return allowedOrigins(req).has(origin);
}
