import type { Role } from "@/lib/roles";
import { TRIAL_FROM_PARAM, TRIAL_GAME_PARAM, TRIAL_REDIRECT, trialReturnPath } from "@/lib/trial/trial-query";
import { param, type SearchParams } from "./query";
import { safeRedirect } from "./redirect";

/**
 * Where a log-in or sign-up lands (docs/decisions/landing-after-log-in.md), decided here only: the page
 * the person came for when the address names one (a game page, the free trial's way back, a same-site
 * `?redirect=`); otherwise a facilitator's dashboard, and the top of the home page for everyone else.
 */

export const DASHBOARD_PATH = "/games-overview";

/** Log-in for the dashboard: its toggle, and the Sign Up link it carries, start on a facilitator's account. */
export const DASHBOARD_LOGIN_PATH = `/login?redirect=${DASHBOARD_PATH}&role=Facilitator`;

/**
 * The page a log-in or sign-up page's address asks for: the free trial's way back keeps its game
 * (lib/trial/trial-query.ts); a keyword the home page understands lands on `/?redirect=<keyword>`; a
 * same-site path is followed; anything refused, or nothing, is `/`.
 */
export function destinationOf(params: SearchParams): string {
  const redirect = param(params, "redirect");
  if (redirect === TRIAL_REDIRECT) return trialReturnPath(param(params, TRIAL_GAME_PARAM), param(params, TRIAL_FROM_PARAM));
  const target = safeRedirect(redirect);
  if (!target) return "/";
  if (target.startsWith("/")) return target;
  return `/?${new URLSearchParams({ redirect: target })}`;
}

/** Where the person lands once signed in: the destination, unless that is the home page and they facilitate. */
export function landingAfterAuth(destination: string, role: Role | undefined): string {
  if (destination !== "/") return destination;
  return role === "facilitator" ? DASHBOARD_PATH : "/";
}

/**
 * A full page load of a same-site address: the page starts at its top (or its #anchor) with the header
 * drawn for the new session, as a followed link would.
 */
export function goTo(path: string): void {
  window.location.assign(path);
}
