import "server-only";
import { env } from "@/lib/env";
import { keyedDigest } from "@/lib/security/derived-keys";
import { getUpstream, UpstreamError, type AuthSession } from "@/lib/upstream";
import { resetKindOf, upstreamDisplayType } from "@/lib/roles";
import type { FacilitatorLink } from "./store/facilitators";

/**
 * The upstream password of an LTI facilitator account: an HMAC under the "lti-account" key derived from
 * the site's secret, never stored, never shown (an account made under the older derivation is reset to
 * this one on its next launch, as after a changed secret). Nobody signs in to these accounts but this site, after a verified launch.
 */
function passwordOf(upstreamEmail: string): string {
  if (!env.NEXTAUTH_SECRET) throw new Error("NEXTAUTH_SECRET is required for LTI sign-in");
  return keyedDigest("lti-account", "lti-facilitator", upstreamEmail);
}

const isStatus = (error: unknown, status: number) => error instanceof UpstreamError && error.status === status;

/**
 * An upstream session for the facilitator account of an LTI link (docs/decisions/lti-facilitator-accounts.md):
 * made with the upstream's register (Facilitator) on the first launch, signed in with login-professor after.
 * When the secret changed since, the professor reset sets the derived password again.
 */
export async function facilitatorSession(link: FacilitatorLink): Promise<AuthSession> {
  const upstream = getUpstream();
  const credentials = { email: link.upstreamEmail, password: passwordOf(link.upstreamEmail) };
  const login = () => upstream.loginProfessor(credentials);
  const register = async () =>
    (await upstream.register({ ...credentials, name: link.name, display_type: upstreamDisplayType.facilitator })).value;
  // Each try costs the upstream a password hash: the likelier one first.
  const [first, second, firstMiss, secondMiss] = link.upstreamReady ? [login, register, 401, 409] : [register, login, 409, 401];
  try {
    return await first();
  } catch (error) {
    if (!isStatus(error, firstMiss)) throw error;
  }
  try {
    return await second();
  } catch (error) {
    if (!isStatus(error, secondMiss)) throw error;
  }
  await upstream.resetPassword({ email: credentials.email, new_password: credentials.password }, resetKindOf.facilitator);
  return login();
}
