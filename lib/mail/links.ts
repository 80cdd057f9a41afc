import "server-only";
import { env } from "@/lib/env";

/**
 * Mailed links are built from the configured public address only, never from the request's Host
 * header, which a stranger could set to their own site.
 */
export function accountLink(path: "/reset-password" | "/verify-email", token: string): string {
  const base = env.NEXTAUTH_URL ?? "http://localhost:3000";
  return `${base}${path}?token=${encodeURIComponent(token)}`;
}

/** The facilitator dashboard, where a trial's class session is shown (the trial's access mail). */
export function dashboardLink(): string {
  return `${env.NEXTAUTH_URL ?? "http://localhost:3000"}/games-overview`;
}
