"use client";

import { useSyncExternalStore } from "react";
import type { SessionUser } from "@/lib/auth/session-user";

export type { SessionUser };
export type SessionUserType = SessionUser["type"];

export interface SessionUserState {
  user: SessionUser | null;
  status: "loading" | "authenticated" | "unauthenticated";
}

export const SESSION_URL = "/api/auth/session";
const LOADING: SessionUserState = { user: null, status: "loading" };
const SIGNED_OUT: SessionUserState = { user: null, status: "unauthenticated" };
/** A session can end in another tab: check again when this one is shown, at most this often. */
const RECHECK_MS = 30_000;

/** The state for a body of next-auth's session endpoint (`{}` when signed out). */
export function stateFromSession(body: unknown): SessionUserState {
  const user = (body as { user?: Partial<SessionUser> } | null)?.user;
  if (!user?.uid || !user.type) return SIGNED_OUT;
  return {
    status: "authenticated",
    user: { uid: user.uid, email: user.email ?? "", name: user.name ?? "", picture: user.picture ?? null, type: user.type },
  };
}

// One state for the page, one request at a time. (SWR would do the same and costs 5.9 kB of script on
// every page, which the first-load budget cannot take: docs/decisions.md.)
let state = LOADING;
let checkedAt = 0;
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: SessionUserState) {
  state = next;
  checkedAt = Date.now();
  for (const listener of listeners) listener();
}

/** Asks the server again who is signed in (after a log-in) and tells every caller; unreachable reads as signed out. */
export function refreshSessionUser(): Promise<void> {
  inflight ??= fetch(SESSION_URL, { cache: "no-store", credentials: "same-origin" })
    .then(async (response) => (response.ok ? stateFromSession(await response.json()) : SIGNED_OUT))
    .catch(() => SIGNED_OUT)
    .then(publish)
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** Sets the state without asking (after sign-out, or a profile update that answered the new session). */
export async function setSessionUser(user: SessionUser | null): Promise<void> {
  publish(user ? { user, status: "authenticated" } : SIGNED_OUT);
}

function recheckWhenShown() {
  if (document.visibilityState === "visible" && Date.now() - checkedAt > RECHECK_MS) void refreshSessionUser();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) document.addEventListener("visibilitychange", recheckWhenShown);
  if (state.status === "loading") void refreshSessionUser();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener("visibilitychange", recheckWhenShown);
  };
}

/** Who is signed in, for client components: "loading" until next-auth's session endpoint answers. */
export function useSessionUser(): SessionUserState {
  return useSyncExternalStore(subscribe, () => state, () => LOADING);
}
