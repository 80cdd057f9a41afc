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
/** Re-check when the tab regains focus, at most this often (a session can end in another tab). */
const FOCUS_THROTTLE_MS = 30_000;

let state = LOADING;
let inflight: Promise<void> | null = null;
let checkedAt = 0;
const listeners = new Set<() => void>();

function emit(next: SessionUserState) {
  state = next;
  for (const listener of listeners) listener();
}

export function stateFromSession(body: unknown): SessionUserState {
  const user = (body as { user?: Partial<SessionUser> } | null)?.user;
  if (!user?.uid || !user.type) return SIGNED_OUT;
  return {
    status: "authenticated",
    user: { uid: user.uid, email: user.email ?? "", name: user.name ?? "", picture: user.picture ?? null, type: user.type },
  };
}

/** Asks the server who is signed in and tells every subscriber. */
export function refreshSessionUser(): Promise<void> {
  inflight ??= fetch(SESSION_URL, { cache: "no-store", credentials: "same-origin" })
    .then((response) => (response.ok ? response.json() : null))
    .then((body) => emit(stateFromSession(body)))
    .catch(() => {
      if (state.status === "loading") emit(SIGNED_OUT);
    })
    .finally(() => {
      inflight = null;
      checkedAt = Date.now();
    });
  return inflight;
}

/** Sets the state directly, e.g. after sign-out or a profile update answered with the new session. */
export function setSessionState(next: SessionUserState) {
  checkedAt = Date.now();
  emit(next);
}

function onFocus() {
  if (document.visibilityState === "visible" && Date.now() - checkedAt > FOCUS_THROTTLE_MS) void refreshSessionUser();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) document.addEventListener("visibilitychange", onFocus);
  if (state.status === "loading") void refreshSessionUser();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener("visibilitychange", onFocus);
  };
}

/**
 * Who is signed in, for client components: one small request to next-auth's session endpoint
 * shared by every caller (no provider, no data library). "loading" until it answers.
 */
export function useSessionUser(): SessionUserState {
  return useSyncExternalStore(subscribe, () => state, () => LOADING);
}
