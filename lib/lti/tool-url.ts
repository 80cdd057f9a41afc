import "server-only";
import type { NextRequest } from "next/server";
import { env } from "@/lib/env";

/** An address on this site: NEXTAUTH_URL is the public one (behind a proxy the request's own is not). */
export function toolUrl(req: NextRequest, path: string): string {
  return new URL(path, env.NEXTAUTH_URL ?? req.nextUrl.origin).toString();
}

/** The tool's own launch addresses (what `npm run lti -- urls` gives the platform for launch and deep linking). */
export const TOOL_LAUNCH_PATHS = ["/api/lti/launch"] as const;

/**
 * Whether a login request's target_link_uri is one of the tool's own launch addresses: this site's
 * origin and a launch path (a query is the platform's own business), never anywhere else: a login must not send a browser elsewhere.
 */
export function isOwnLaunchTarget(req: NextRequest, target: string): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  const own = new URL(toolUrl(req, "/"));
  return url.origin === own.origin && !url.username && !url.password && (TOOL_LAUNCH_PATHS as readonly string[]).includes(url.pathname);
}
