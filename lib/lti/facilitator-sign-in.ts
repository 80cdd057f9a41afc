import "server-only";
import { log } from "@/lib/log";
import { loginEvent } from "@/lib/observability/events";
import { logLine } from "@/lib/log-safe";
import CredentialsProvider from "next-auth/providers/credentials";
import { claimToken, isBoundTo } from "@/lib/auth/one-time-tokens";
import { markEmailVerified } from "@/lib/auth/verified-emails";
import { signedInUser } from "@/lib/auth/session-user";
import { ltiMessages } from "@/lib/messages/lti";
import { launchBindingOf } from "./launch-binding";
import { storeDb } from "@/lib/store";
import { facilitatorByUpstreamEmail, markUpstreamReady } from "./store/facilitators";
import { facilitatorSession } from "./upstream-account";

/**
 * next-auth's sign-in for an instructor's LTI launch: consumes the one-time launch token that
 * /api/lti/launch issued (two minutes, once) and signs in the facilitator account linked to the
 * platform's iss + sub. No password, no e-mail match: the token is the only way in, and only from the
 * browser that launched (its binding cookie, ./launch-binding.ts: a token posted elsewhere is refused).
 */
export function ltiLaunchProvider() {
  return CredentialsProvider({
    id: "lti-launch",
    name: "Course link",
    credentials: { token: { label: "Launch token", type: "text" } },
    async authorize(credentials, req) {
      const token = typeof credentials?.token === "string" ? credentials.token.slice(0, 64) : "";
      const db = await storeDb();
      const cookieHeader = (req?.headers as Record<string, string | undefined> | undefined)?.cookie;
      if (!(await isBoundTo(db, "lti-launch", token, launchBindingOf(cookieHeader, token)))) {
        log.warn("[lti] sign-in refused: the launch token came without its browser's binding cookie");
        throw new Error(ltiMessages.signInFailed);
      }
      const claim = await claimToken(db, "lti-launch", token);
      if (!claim.ok) {
        log.warn(logLine`[lti] sign-in refused: launch token ${claim.problem}`);
        throw new Error(ltiMessages.signInFailed);
      }
      const link = await facilitatorByUpstreamEmail(db, claim.email);
      if (!link) throw new Error(ltiMessages.signInFailed);
      try {
        const session = await facilitatorSession(link);
        // The platform vouches for the person and the address is ours: documents need a verified address.
        await markEmailVerified(db, link.upstreamEmail);
        await markUpstreamReady(db, link.upstreamEmail);
        loginEvent("lti", "ok");
        return signedInUser(session);
      } catch (error) {
        log.error(logLine`[lti] sign-in: the upstream refused the facilitator account: ${error instanceof Error ? error.message : error}`);
        throw new Error(ltiMessages.signInFailed);
      }
    },
  });
}
