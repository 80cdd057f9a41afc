import "server-only";
import { createHmac } from "node:crypto";
import { env } from "@/lib/env";
import { getUpstream, UpstreamError, type AuthSession } from "@/lib/upstream";
import type { FacilitatorLink } from "./store/facilitators";

/**
 * The upstream password of an LTI facilitator account: derived from the site's secret, never stored,
 * never shown. Nobody signs in to these accounts but this site, after a verified launch.
 */
function passwordOf(upstreamEmail: string): string {
  if (!env.NEXTAUTH_SECRET) throw new Error("NEXTAUTH_SECRET is required for LTI sign-in");
  return createHmac("sha256", env.NEXTAUTH_SECRET).update(`lti-facilitator\n${upstreamEmail}`).digest("base64url");
}

const isStatus = (error: unknown, status: number) => error instanceof UpstreamError && error.status === status;

/**
 * An upstream session for the facilitator account of an LTI link (docs/decisions/lti-facilitator-accounts.md):
 * made on the first launch with SPEC §7's register (Facilitator), signed in with login-professor after.
 * When the secret changed since, the professor reset sets the derived password again.
 */
export async function facilitatorSession(link: FacilitatorLink): Promise<AuthSession> {
  const upstream = getUpstream();
  const credentials = { email: link.upstreamEmail, password: passwordOf(link.upstreamEmail) };
  try {
    return await upstream.loginProfessor(credentials);
  } catch (error) {
    if (!isStatus(error, 401)) throw error;
  }
  try {
    return await upstream.register({ ...credentials, name: link.name, display_type: "Facilitator" });
  } catch (error) {
    if (!isStatus(error, 409)) throw error;
  }
  await upstream.resetPassword({ email: credentials.email, new_password: credentials.password }, "professor");
  return upstream.loginProfessor(credentials);
}
