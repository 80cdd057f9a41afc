import type { TrialInput } from "@/lib/validations/trial";

const draftKey = "free-trial-draft";
export type TrialDraft = Pick<TrialInput, "email" | "name" | "role">;

/** Keeps what a signed-out visitor typed, so the dialog that opens after log-in shows it again. */
export function saveTrialDraft(draft: TrialDraft) {
  try {
    window.sessionStorage.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // Storage may be unavailable (private mode); the account's name and e-mail still fill the form.
  }
}

/** The kept draft, once (it is removed as it is read); only well-formed fields come back. */
export function takeTrialDraft(): Partial<TrialDraft> | undefined {
  try {
    const raw = window.sessionStorage.getItem(draftKey);
    window.sessionStorage.removeItem(draftKey);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object") return undefined;
    const { email, name, role } = value as Record<string, unknown>;
    return {
      ...(typeof email === "string" && email ? { email: email.slice(0, 320) } : {}),
      ...(typeof name === "string" && name ? { name: name.slice(0, 200) } : {}),
      ...(role === "Student" || role === "Facilitator" ? { role } : {}),
    };
  } catch {
    return undefined;
  }
}
