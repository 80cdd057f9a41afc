import { roles, type Role } from "@/lib/roles";

const KEY = "site:signed-in-kind";

/**
 * Log-in ends with a full page load, so the kind of account it opened, when the toggle showed the other,
 * is kept in this tab's storage for the next page to say. Only a role is kept, never words.
 */
export function carrySignedInKind(kind: Role): void {
  try {
    window.sessionStorage.setItem(KEY, kind);
  } catch {
    // Storage refused (private mode, full): the person is signed in all the same.
  }
}

/** The kind carried over from log-in, once: it is removed as it is read. */
export function takeSignedInKind(): Role | null {
  try {
    const kind = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return roles.find((role) => role === kind) ?? null;
  } catch {
    return null;
  }
}
