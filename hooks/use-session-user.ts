"use client";

import useSWR, { mutate } from "swr";
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

/** The state for a body of next-auth's session endpoint (`{}` when signed out). */
export function stateFromSession(body: unknown): SessionUserState {
  const user = (body as { user?: Partial<SessionUser> } | null)?.user;
  if (!user?.uid || !user.type) return SIGNED_OUT;
  return {
    status: "authenticated",
    user: { uid: user.uid, email: user.email ?? "", name: user.name ?? "", picture: user.picture ?? null, type: user.type },
  };
}

async function fetchSession(url: string): Promise<SessionUserState> {
  const response = await fetch(url, { cache: "no-store", credentials: "same-origin" });
  return response.ok ? stateFromSession(await response.json()) : SIGNED_OUT;
}

/**
 * Who is signed in, for client components: SWR over next-auth's session endpoint, one request shared
 * by every caller, checked again when the tab regains focus (at most every 30 s: a session can end in
 * another tab). "loading" until it answers; an unreachable endpoint reads as signed out.
 */
export function useSessionUser(): SessionUserState {
  const { data, error } = useSWR(SESSION_URL, fetchSession, { focusThrottleInterval: 30_000, shouldRetryOnError: false });
  if (data) return data;
  return error ? SIGNED_OUT : LOADING;
}

/** Asks the server again who is signed in (after a log-in) and tells every caller. */
export async function refreshSessionUser(): Promise<void> {
  await mutate(SESSION_URL);
}

/** Sets the state without asking (after sign-out, or a profile update that answered the new session). */
export async function setSessionUser(user: SessionUser | null): Promise<void> {
  await mutate(SESSION_URL, user ? { user, status: "authenticated" } : SIGNED_OUT, { revalidate: false });
}
