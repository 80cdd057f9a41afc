import { hkdfSync, randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { toolUrl } from "../test-support/lti-platform/config.mjs";
import { inviteLinkWith } from "../test-support/lti-platform/invite-link.mjs";

// The e2e site's secret: scripts/serve-e2e.mjs sets the same.
const e2eSecret = () => process.env.NEXTAUTH_SECRET || "e2e-secret-not-for-production-0123456789";

/** A registration link as an operator gets it: `npm run lti -- invite --name …` beside the running site. */
export function inviteLink(name: string): string {
  return inviteLinkWith({ ...process.env, NEXTAUTH_SECRET: e2eSecret(), NEXTAUTH_URL: toolUrl }, name);
}

/** A link the site signed eight days ago for seven days (the site's key: HKDF of its secret for "lti-invite"). */
export async function expiredInviteLink(name: string): Promise<string> {
  const key = new Uint8Array(hkdfSync("sha256", e2eSecret(), "simulation-games-site/derived-keys/v1", "lti-invite", 32));
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ name })
    .setProtectedHeader({ alg: "HS256" })
    .setJti(randomUUID())
    .setAudience("bizsim-lti-registration")
    .setIssuedAt(now - 8 * 86_400)
    .setExpirationTime(now - 86_400)
    .sign(key);
  return `${toolUrl}/api/lti/register/${token}`;
}
