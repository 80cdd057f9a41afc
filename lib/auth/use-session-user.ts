"use client";

import useSWR, { mutate } from "swr";
import { sessionUserOf, type SessionUser, type SessionUserFields } from "./session-user";
import { setSessionHint } from "./session-hint";

export type { SessionUser };

export interface SessionUserState {
  user: SessionUser | null;
  status: "loading" | "authenticated" | "unauthenticated";
}

export const SESSION_URL = "/api/auth/session";
const LOADING: SessionUserState = { user: null, status: "loading" };
const SIGNED_OUT: SessionUserState = { user: null, status: "unauthenticated" };
/** A session can end in another tab: check again when this one gets the focus, at most this often. */
const RECHECK_MS = 30_000;

/** The state for a body of next-auth's session endpoint (`{}` when signed out). */
export function stateFromSession(body: unknown): SessionUserState {
  const user = (body as { user?: Partial<SessionUserFields> } | null)?.user;
  if (!user?.uid || !user.type) return SIGNED_OUT;
  const { uid, email = "", name = "", picture = null, type } = user;
  return { status: "authenticated", user: sessionUserOf({ uid, email, name, picture, type }) };
}

/**
 * Never throws: an error answer or no answer at all reads as signed out. A 503 is null: the site's
 * store is out of reach and the session was kept (docs/decisions/store-outage-keeps-sessions.md), so
 * who is signed in is not known and what was known stands.
 */
async function fetchSessionState(url: string): Promise<SessionUserState | null> {
  try {
    const response = await fetch(url, { cache: "no-store", credentials: "same-origin" });
    if (response.status === 503) return null;
    const state = response.ok ? stateFromSession(await response.json()) : SIGNED_OUT;
    setSessionHint(state.status === "authenticated");
    return state;
  } catch {
    return SIGNED_OUT;
  }
}

/** SWR keeps its last data after a throw and asks again a little later. */
async function sessionStateOrThrow(url: string): Promise<SessionUserState> {
  const state = await fetchSessionState(url);
  if (!state) throw new Error("The session could not be checked just now");
  return state;
}

/** Asks the server again who is signed in (after a log-in) and tells every caller, mounted or not yet. */
export async function refreshSessionUser(): Promise<SessionUserState> {
  const state = await fetchSessionState(SESSION_URL);
  if (!state) return LOADING;
  await mutate(SESSION_URL, state, { revalidate: false });
  return state;
}

/** Sets the state without asking (after sign-out, or a profile update that answered the new session). */
export async function setSessionUser(user: SessionUser | null): Promise<void> {
  setSessionHint(user !== null);
  await mutate(SESSION_URL, user ? { user, status: "authenticated" } : SIGNED_OUT, { revalidate: false });
}

/**
 * Who is signed in, for client components: the browser's one way to ask (lib/auth/signed-in.ts is the
 * server's). "loading" until next-auth's session endpoint answers.
 */
export function useSessionUser(): SessionUserState {
  const { data } = useSWR(SESSION_URL, sessionStateOrThrow, {
    dedupingInterval: RECHECK_MS,
    focusThrottleInterval: RECHECK_MS,
  });
  return data ?? LOADING;
}
