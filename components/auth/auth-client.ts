"use client";

import type { LoginMode } from "@/lib/validations/roles";

/**
 * The few next-auth endpoints the pages call, without next-auth/react (its provider and helpers
 * weigh more than these fetches). Each POST carries next-auth's CSRF token.
 */
const BASE = "/api/auth";

async function csrfToken(): Promise<string> {
  const response = await fetch(`${BASE}/csrf`, { cache: "no-store", credentials: "same-origin" });
  if (!response.ok) throw new Error(`csrf ${response.status}`);
  const body = (await response.json()) as { csrfToken?: string };
  if (!body.csrfToken) throw new Error("csrf missing");
  return body.csrfToken;
}

async function postForm(path: string, fields: Record<string, string>): Promise<{ url?: string }> {
  const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: "true" });
  const response = await fetch(`${BASE}/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
    credentials: "same-origin",
  });
  // A refused log-in (401, or 429 when it must wait) carries next-auth's usual { url } with the reason.
  if (!response.ok && response.status !== 401 && response.status !== 429) throw new Error(`${path} ${response.status}`);
  return (await response.json()) as { url?: string };
}

/** Signs in with e-mail and password; the error is the message to show, or null on success. */
export async function signInWithPassword(mode: LoginMode, email: string, password: string): Promise<{ error: string | null }> {
  const { url } = await postForm(`callback/${mode}-credentials`, { email, password, callbackUrl: window.location.origin });
  const error = url ? new URL(url, window.location.origin).searchParams.get("error") : null;
  return { error };
}

/** Starts the Google round trip: next-auth answers the provider's address and the page goes there. */
export async function startGoogleSignIn(callbackUrl: string): Promise<void> {
  const { url } = await postForm("signin/google", { callbackUrl });
  if (!url) throw new Error("signin url missing");
  window.location.assign(url);
}

/** Clears the session cookie (and the upstream token, best effort, on the server). */
export async function signOutRequest(): Promise<void> {
  await postForm("signout", { callbackUrl: window.location.origin });
}

/** Asks next-auth to re-read the user from the upstream (after a profile change); answers the new session. */
export async function refreshServerSession(): Promise<unknown> {
  const response = await fetch(`${BASE}/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ csrfToken: await csrfToken(), data: {} }),
    credentials: "same-origin",
  });
  if (!response.ok) throw new Error(`session ${response.status}`);
  return response.json();
}
