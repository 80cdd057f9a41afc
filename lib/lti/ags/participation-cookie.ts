import { PARTICIPATION_TTL_SECONDS } from "../store/participations";

/**
 * The learner's graded launch, carried from the launch to the reference game host's lobby arrival: an
 * opaque handle (the store keeps its hash and what it stands for), HttpOnly, sent only to the arrival
 * route, gone after a class's time. Top-level it is SameSite=Lax; set from inside the platform's frame it
 * is a third-party cookie, which a browser keeps only as SameSite=None; Secure.
 */
export const PARTICIPATION_COOKIE = "lti-participation";
export const PARTICIPATION_COOKIE_PATH = "/reference-game/api/arrivals";
/** The same handle in the join address of a game host of its own, which reports completion with it (docs/game-hosts.md). */
export const PARTICIPATION_PARAMETER = "participation";

export function participationCookie(handle: string, framed: boolean): string {
  const site = framed ? "SameSite=None; Secure" : "SameSite=Lax";
  return `${PARTICIPATION_COOKIE}=${handle}; Max-Age=${PARTICIPATION_TTL_SECONDS}; Path=${PARTICIPATION_COOKIE_PATH}; HttpOnly; ${site}`;
}

/** The handle a request's Cookie header carries, if any. */
export function participationHandleOf(cookieHeader: string | null | undefined): string | null {
  const name = `${PARTICIPATION_COOKIE}=`;
  for (const part of (cookieHeader ?? "").split(";")) {
    const trimmed = part.trim();
    if (trimmed.startsWith(name)) return trimmed.slice(name.length) || null;
  }
  return null;
}
