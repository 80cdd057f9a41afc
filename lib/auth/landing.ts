import type { SessionUser } from "@/lib/auth";

export const DASHBOARD_PATH = "/games-overview";

/** Log-in for the dashboard: its toggle, and the Sign Up link it carries, start on a facilitator's account. */
export const DASHBOARD_LOGIN_PATH = `/login?redirect=${DASHBOARD_PATH}&role=Facilitator`;

/**
 * Where a log-in or sign-up lands (docs/decisions/landing-after-log-in.md): the page the person came for
 * when there is one (a game page, the trial's way back); otherwise a facilitator's dashboard, and the top
 * of the home page for everyone else.
 */
export function landingAfterAuth(destination: string, role: SessionUser["role"] | undefined): string {
  if (destination !== "/") return destination;
  return role === "facilitator" ? DASHBOARD_PATH : "/";
}
