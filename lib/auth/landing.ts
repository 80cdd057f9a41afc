import type { SessionUser } from "./session-user";

export const DASHBOARD_PATH = "/games-overview";

/**
 * Where a log-in or sign-up lands (docs/decisions/landing-after-log-in.md): the page the person came for
 * when there is one (a game page, the trial's way back); otherwise a facilitator's dashboard, and the top
 * of the home page for everyone else.
 */
export function landingAfterAuth(destination: string, role: SessionUser["role"] | undefined): string {
  if (destination !== "/") return destination;
  return role === "facilitator" ? DASHBOARD_PATH : "/";
}
