import "server-only";
import type { LoginGate } from "@/lib/limits/login";
import type { AuthSession, Upstream } from "@/upstream-contract/types";
import type { Role } from "@/lib/roles";

/** A session opened through the other kind's log-in, and which kind that was. */
export interface OtherKindSession {
  kind: Role;
  session: AuthSession;
}

/**
 * After the chosen path refused the credentials: the session they open on the other kind's path, so the
 * person is signed in whichever toggle they used (docs/decisions/wrong-login-toggle.md). An upstream
 * that fails answers null, as a refusal would.
 */
export async function otherRoleSession(
  upstream: Pick<Upstream, "loginStudent" | "loginProfessor">,
  mode: Role,
  credentials: { email: string; password: string },
): Promise<OtherKindSession | null> {
  const kind: Role = mode === "student" ? "facilitator" : "student";
  try {
    const session = kind === "student" ? await upstream.loginStudent(credentials) : await upstream.loginProfessor(credentials);
    return { kind, session };
  } catch {
    return null;
  }
}

/**
 * The other path is a second password check, so it goes through the log-in gate like the
 * first and is skipped while the gate makes the account wait: past the free tries every counted failure
 * tests one password. It is not counted itself, so a person on the wrong toggle keeps their free tries
 * (docs/decisions/login-limits-that-never-lock-out-the-owner.md).
 */
export async function gatedOtherRole(
  openGate: () => Promise<LoginGate>,
  upstream: Pick<Upstream, "loginStudent" | "loginProfessor">,
  mode: Role,
  credentials: { email: string; password: string },
): Promise<OtherKindSession | null> {
  const gate = await openGate();
  if (!gate.allowed) return null;
  const other = await otherRoleSession(upstream, mode, credentials);
  await gate.settle("unknown");
  return other;
}
