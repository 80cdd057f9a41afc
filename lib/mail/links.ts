import "server-only";
import { env } from "@/lib/env";

/**
 * Mailed links are built from the configured public address only, never from the request's Host
 * header, which a stranger could set to their own site.
 */
export function accountLink(path: "/reset-password" | "/verify-email", token: string): string {
  return siteLink(`${path}?token=${encodeURIComponent(token)}`);
}

/** An address on this site (kept as it is when it already names another site, such as a game's own). */
export function siteLink(pathOrUrl: string): string {
  if (!pathOrUrl.startsWith("/")) return pathOrUrl;
  return `${(env.NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/+$/, "")}${pathOrUrl}`;
}

/** The facilitator dashboard, where a trial's class session is shown (the trial's access mail). */
export function dashboardLink(): string {
  return siteLink("/games-overview");
}
