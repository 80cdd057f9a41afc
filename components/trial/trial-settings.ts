"use client";

import type { TrialInput } from "@/lib/validations/trial";

/**
 * Server-side settings the trial dialog needs, handed over once by <FreeTrialFromQuery> (mounted in
 * the site layout) so that buttons rendered inside client components need no prop drilling.
 */
let evGambitHostUrl: string | undefined;

export function setEvGambitHostUrl(url: string | undefined) {
  evGambitHostUrl = url || undefined;
}

export function getEvGambitHostUrl(): string | undefined {
  return evGambitHostUrl;
}

const draftKey = "free-trial-draft";
type Draft = Pick<TrialInput, "email" | "name" | "role">;

/** Keeps what a signed-out visitor typed, so the dialog that opens after login shows it again. */
export function saveTrialDraft(draft: Draft) {
  try {
    window.sessionStorage.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // Storage may be unavailable (private mode); the visitor just types again.
  }
}

export function takeTrialDraft(): Partial<Draft> | undefined {
  try {
    const raw = window.sessionStorage.getItem(draftKey);
    window.sessionStorage.removeItem(draftKey);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object") return undefined;
    const { email, name, role } = value as Record<string, unknown>;
    return {
      ...(typeof email === "string" ? { email } : {}),
      ...(typeof name === "string" ? { name } : {}),
      ...(role === "Student" || role === "Facilitator" ? { role } : {}),
    };
  } catch {
    return undefined;
  }
}
