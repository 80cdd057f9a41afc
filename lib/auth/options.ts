import "server-only";
import { log } from "@/lib/log";
import { loginEvent } from "@/lib/observability/events";
import { logLine } from "@/lib/log-safe";
import type { NextAuthOptions } from "next-auth";
import { accessTokenExpiresAt, isSessionLive } from "./session-token";
import { endSessionQuietly, newSessionFields } from "./session-state";
import { fieldsOfUpstreamUser, signedInUser } from "./session-user";
import { reportStoreOutage, sessionEndedOrUnknown, signInStep } from "./store-outage";
import { isEmailVerified, rememberUpstreamAccount } from "./email-verification";
import { noticeAfterSignIn } from "./login-refusal";
import { env } from "@/lib/env";
import { messages } from "@/lib/messages";
import { ltiLaunchProvider } from "@/lib/lti/facilitator-sign-in";
import { getUpstream, UpstreamError } from "@/lib/upstream";
import { upstreamDisplayType } from "@/lib/roles";
import { tokenExpiry } from "@/lib/upstream/token";
import { GOOGLE_JOINED_NOTICE, SESSION_ENDED, STORE_UNAVAILABLE, isSessionEndedError, isStoreUnavailableError } from "./constants";
import { setCookie, takeGoogleSignupRole } from "./cookies";
import { ownOriginRedirect } from "./redirect";
import { clearedParentDomainCookie, parentDomainCookie } from "./parent-cookie";
import { credentialsProvider, googleEnabled, googleProvider } from "./providers";

/** Cookie lifetime; the upstream token's own expiry ends the session sooner. */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

interface GoogleClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    credentialsProvider("student"),
    credentialsProvider("facilitator"),
    ltiLaunchProvider(),
    ...(googleEnabled ? [googleProvider()] : []),
  ],
  callbacks: {
    redirect: async (params) => ownOriginRedirect(params),

    async signIn({ user, account, profile }) {
      if (account?.provider !== "google") return true;
      const claims = (profile ?? {}) as GoogleClaims;
      const role = await takeGoogleSignupRole();
      if (!account.id_token || !claims.sub || !claims.email) throw new Error(messages.login.backendFailed);
      // An account with a password is joined only when its owner proved the address.
      const mayJoin = claims.email_verified === true && (await signInStep(() => isEmailVerified(claims.email!)));
      try {
        const session = await getUpstream().googleSignIn({
          id_token: account.id_token,
          uid: claims.sub,
          email: claims.email,
          name: claims.name ?? "",
          picture: claims.picture ?? null,
          type: "student",
          ...(role ? { email_verified: claims.email_verified === true, display_type: upstreamDisplayType[role] } : {}),
          join_password_account: mayJoin,
        });
        // The jwt callback receives this same object.
        Object.assign(user, signedInUser(session));
        if (session.joined_password_account) noticeAfterSignIn(GOOGLE_JOINED_NOTICE);
        loginEvent("google", "ok", claims.email);
        return true;
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 409) throw new Error(messages.login.googlePasswordAccount);
        loginEvent("google", error instanceof UpstreamError && error.status < 500 ? "refused" : "unavailable", claims.email);
        // A third-party sign-in failure is logged; the login page shows only the generic text.
        log.error({ err: error instanceof UpstreamError ? error.status : error }, "Google sign-in: the upstream refused the account");
        throw new Error(messages.login.backendFailed);
      }
    },

    async jwt({ token, user, trigger }) {
      if (user?.accessToken && user.uid && user.type) {
        const now = Date.now();
        const accessTokenExpires = accessTokenExpiresAt(tokenExpiry(user.accessToken), now, SESSION_MAX_AGE_SECONDS);
        const remaining = Math.floor((accessTokenExpires - now) / 1000);
        await setCookie(parentDomainCookie(env.AUTH_COOKIE_DOMAIN, user.accessToken, remaining));
        await rememberUpstreamAccount(user.accessToken);
        return {
          ...newSessionFields(now),
          sub: user.uid,
          user: fieldsOfUpstreamUser({
            uid: user.uid,
            email: user.email ?? "",
            name: user.name ?? "",
            picture: user.picture ?? null,
            type: user.type,
          }),
          accessToken: user.accessToken,
          accessTokenExpires,
        };
      }
      const ended = isSessionLive(token) ? await sessionEndedOrUnknown(token) : true;
      if (ended === null) {
        // The store cannot say: the auth route answers 503 and keeps the cookie; outside it the token stands.
        if (reportStoreOutage()) throw new Error(STORE_UNAVAILABLE);
        return token;
      }
      if (ended) {
        await setCookie(clearedParentDomainCookie(env.AUTH_COOKIE_DOMAIN));
        // next-auth answers an empty session and clears its cookie when this callback throws.
        throw new Error(SESSION_ENDED);
      }
      if (trigger === "update" && token.accessToken) {
        // The client only asks for a refresh; the fields come from the upstream, never from the request.
        try {
          token.user = fieldsOfUpstreamUser(await getUpstream().getCurrentUser(token.accessToken));
        } catch (error) {
          log.warn({ err: error instanceof UpstreamError ? error.status : error }, "Session refresh: could not read the current user");
          if (error instanceof UpstreamError && error.status === 401) {
            await endSessionQuietly(token, "the upstream refused the token");
            await setCookie(clearedParentDomainCookie(env.AUTH_COOKIE_DOMAIN));
            throw new Error(SESSION_ENDED);
          }
        }
      }
      return token;
    },

    async session({ session, token }) {
      // Only public fields reach the browser; the upstream token stays inside the encrypted cookie.
      return { expires: session.expires, user: token.user! };
    },
  },
  events: {
    async signOut({ token }) {
      if (!token) return;
      await endSessionQuietly(token, "sign-out");
      if (!token.accessToken) return;
      try {
        await getUpstream().signOut(token.accessToken);
      } catch (error) {
        log.warn(
          { err: error instanceof UpstreamError ? error.status : error },
          "Sign out: the upstream sign-out failed; the session is cleared anyway",
        );
      }
    },
  },
  logger: {
    error(code, metadata) {
      if (code === "JWT_SESSION_ERROR" && (isSessionEndedError(metadata) || isStoreUnavailableError(metadata))) return;
      log.error(logLine`[next-auth][error][${code}] ${metadata}`);
    },
    warn(code) {
      log.warn(logLine`[next-auth][warn][${code}]`);
    },
    debug() {},
  },
};
