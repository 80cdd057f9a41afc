import "server-only";
import type { LoginGate } from "@/lib/limits/login";
import type { Upstream } from "@/upstream-contract/types";
import type { Role } from "@/lib/roles";

/**
 * After the chosen path refused the credentials: whether they open an account of the other role, so the
 * page can say which toggle to use (docs/decisions/wrong-login-toggle.md). The probe's own session is
 * closed at once; an upstream that fails answers null, as a refusal would.
 */
export async function otherRoleAccepting(
  upstream: Pick<Upstream, "loginStudent" | "loginProfessor" | "signOut">,
  mode: Role,
  credentials: { email: string; password: string },
): Promise<Role | null> {
  const other: Role = mode === "student" ? "facilitator" : "student";
  try {
    const session = other === "student" ? await upstream.loginStudent(credentials) : await upstream.loginProfessor(credentials);
    await upstream.signOut(session.access_token).catch(() => undefined);
    return other;
  } catch {
    return null;
  }
}

/**
 * The probe is a second password check, so it goes through the log-in gate like the
 * first and is skipped while the gate makes the account wait: past the free tries every counted failure
 * tests one password. It is not counted itself, so a person on the wrong toggle keeps their free tries
 * (docs/decisions/login-limits-that-never-lock-out-the-owner.md).
 */
export async function gatedOtherRole(
  openGate: () => Promise<LoginGate>,
  upstream: Pick<Upstream, "loginStudent" | "loginProfessor" | "signOut">,
  mode: Role,
  credentials: { email: string; password: string },
): Promise<Role | null> {
  const gate = await openGate();
  if (!gate.allowed) return null;
  const other = await otherRoleAccepting(upstream, mode, credentials);
  await gate.settle("unknown");
  return other;
}
