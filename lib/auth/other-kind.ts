import "server-only";
import type { Upstream } from "@/lib/upstream/types";
import type { LoginMode } from "@/lib/validations/roles";

/**
 * After the chosen path refused the credentials: whether they open an account of the other kind, so the
 * page can say which toggle to use (docs/decisions/wrong-login-toggle.md). The probe's own session is
 * closed at once; an upstream that fails answers null, as a refusal would.
 */
export async function otherKindAccepting(
  upstream: Pick<Upstream, "loginStudent" | "loginProfessor" | "signOut">,
  mode: LoginMode,
  credentials: { email: string; password: string },
): Promise<LoginMode | null> {
  const other: LoginMode = mode === "student" ? "facilitator" : "student";
  try {
    const session = other === "student" ? await upstream.loginStudent(credentials) : await upstream.loginProfessor(credentials);
    await upstream.signOut(session.access_token).catch(() => undefined);
    return other;
  } catch {
    return null;
  }
}
