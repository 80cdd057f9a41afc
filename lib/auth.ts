import "server-only";
import type { NextAuthOptions, User } from "next-auth";
import NextAuth from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { limitLoginAttempt } from "@/lib/api/rate-limit";
import { errorResponse } from "@/lib/api/responses";
import { env } from "@/lib/env";
import { messages } from "@/lib/messages";
import { getUpstream, UpstreamError } from "@/lib/upstream";
import { tokenExpiry } from "@/lib/upstream/token";
import type { AuthSession } from "@/lib/upstream/types";
import { displayTypeSchema, type LoginMode } from "@/lib/validations/roles";
import { loginSchema } from "@/lib/validations/auth";
import { GOOGLE_SIGNUP_ROLE_COOKIE, SESSION_ENDED, isSessionEndedError } from "./auth/constants";
import { clearedParentDomainCookie, parentDomainCookie, type CookieToSet } from "./auth/parent-cookie";
import { accessTokenExpiresAt, isSessionLive } from "./auth/session-token";
import { toSessionUser } from "./auth/session-user";

/** Cookie lifetime; the upstream token's own expiry ends the session sooner. */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const googleEnabled = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);

/** Upstream failures as the login page shows them: the upstream's detail, else SPEC §8's defaults. */
function loginErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof UpstreamError) return error.message || fallback;
  return messages.login.network;
}

function signedInUser(session: AuthSession): User {
  const user = toSessionUser(session.user);
  return { id: user.uid, ...user, accessToken: session.access_token };
}

function credentialsProvider(mode: LoginMode) {
  return CredentialsProvider({
    id: `${mode}-credentials`,
    name: mode === "student" ? "Student" : "Facilitator",
    credentials: {
      email: { label: "Email", type: "email" },
      password: { label: "Password", type: "password" },
    },
    async authorize(credentials, req) {
      const limit = await limitLoginAttempt(req.headers ?? {});
      if (!limit.allowed) throw new Error(messages.api.rateLimited);
      const parsed = loginSchema.safeParse({ email: credentials?.email ?? "", password: credentials?.password ?? "", mode });
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? messages.login.failed);
      const { email, password } = parsed.data;
      const upstream = getUpstream();
      try {
        const session =
          mode === "student" ? await upstream.loginStudent({ email, password }) : await upstream.loginProfessor({ email, password });
        return signedInUser(session);
      } catch (error) {
        throw new Error(loginErrorMessage(error, messages.login.failed));
      }
    },
  });
}

function googleProvider() {
  const issuer = env.GOOGLE_ISSUER.replace(/\/+$/, "");
  return GoogleProvider({
    clientId: env.GOOGLE_CLIENT_ID ?? "",
    clientSecret: env.GOOGLE_CLIENT_SECRET ?? "",
    // The issuer is a setting so that tests can point it at a local OpenID provider.
    wellKnown: `${issuer}/.well-known/openid-configuration`,
    authorization: { params: { scope: "openid email profile", prompt: "select_account" } },
  });
}

interface GoogleClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

async function setCookie(cookie: CookieToSet | null) {
  if (!cookie) return;
  try {
    (await cookies()).set(cookie.name, cookie.value, cookie.options);
  } catch {
    // Server components cannot write cookies; only route handlers do.
  }
}

/** The role chosen on the sign-up page before it started the Google round trip (read once). */
async function takeGoogleSignupRole() {
  try {
    const jar = await cookies();
    const raw = jar.get(GOOGLE_SIGNUP_ROLE_COOKIE)?.value;
    if (raw === undefined) return undefined;
    jar.delete(GOOGLE_SIGNUP_ROLE_COOKIE);
    const parsed = displayTypeSchema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login", error: "/login" },
  providers: [credentialsProvider("student"), credentialsProvider("facilitator"), ...(googleEnabled ? [googleProvider()] : [])],
  callbacks: {
    async signIn({ user, account, profile }) {
      if (account?.provider !== "google") return true;
      const claims = (profile ?? {}) as GoogleClaims;
      const role = await takeGoogleSignupRole();
      if (!account.id_token || !claims.sub || !claims.email) throw new Error(messages.login.backendFailed);
      try {
        const session = await getUpstream().googleSignIn({
          id_token: account.id_token,
          uid: claims.sub,
          email: claims.email,
          name: claims.name ?? "",
          picture: claims.picture ?? null,
          type: "student",
          ...(role ? { email_verified: claims.email_verified === true, display_type: role } : {}),
        });
        // The jwt callback receives this same object.
        Object.assign(user, signedInUser(session));
        return true;
      } catch (error) {
        // SPEC §8: a third-party sign-in failure is logged; the login page shows only the generic text.
        console.error("Google sign-in: the upstream refused the account", error instanceof UpstreamError ? error.status : error);
        throw new Error(messages.login.backendFailed);
      }
    },

    async jwt({ token, user, trigger }) {
      if (user?.accessToken && user.uid && user.type) {
        const now = Date.now();
        const accessTokenExpires = accessTokenExpiresAt(tokenExpiry(user.accessToken), now, SESSION_MAX_AGE_SECONDS);
        const remaining = Math.floor((accessTokenExpires - now) / 1000);
        await setCookie(parentDomainCookie(env.AUTH_COOKIE_DOMAIN, user.accessToken, remaining));
        return {
          sub: user.uid,
          user: toSessionUser({ uid: user.uid, email: user.email ?? "", name: user.name ?? "", picture: user.picture ?? null, type: user.type }),
          accessToken: user.accessToken,
          accessTokenExpires,
        };
      }
      if (!isSessionLive(token)) {
        await setCookie(clearedParentDomainCookie(env.AUTH_COOKIE_DOMAIN));
        // next-auth answers an empty session and clears its cookie when this callback throws.
        throw new Error(SESSION_ENDED);
      }
      if (trigger === "update" && token.accessToken) {
        // The client only asks for a refresh; the fields come from the upstream, never from the request.
        try {
          token.user = toSessionUser(await getUpstream().getCurrentUser(token.accessToken));
        } catch (error) {
          console.warn("Session refresh: could not read the current user", error instanceof UpstreamError ? error.status : error);
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
      if (!token?.accessToken) return;
      try {
        await getUpstream().signOut(token.accessToken);
      } catch (error) {
        console.warn("Sign out: the upstream sign-out failed; the session is cleared anyway", error instanceof UpstreamError ? error.status : error);
      }
    },
  },
  logger: {
    error(code, metadata) {
      if (code === "JWT_SESSION_ERROR" && isSessionEndedError(metadata)) return;
      console.error(`[next-auth][error][${code}]`, metadata);
    },
    warn(code) {
      console.warn(`[next-auth][warn][${code}]`);
    },
    debug() {},
  },
};

const nextAuthHandler = NextAuth(authOptions);

interface AuthRouteContext {
  params: Promise<{ nextauth: string[] }>;
}

/** next-auth's route handler; on sign-out it also drops the parent-domain cookie, even without a session. */
export async function authRouteHandler(req: NextRequest, context: AuthRouteContext): Promise<Response> {
  const { nextauth } = await context.params;
  // next-auth reads a JSON-typed body with req.json() and answers a malformed one with a bare 500.
  if (req.method === "POST" && req.headers.get("content-type")?.toLowerCase().includes("json")) {
    const body = await req.clone().text();
    try {
      JSON.parse(body);
    } catch {
      return errorResponse(400, messages.api.invalidJson);
    }
  }
  if (req.method === "POST" && nextauth[0] === "signout") await setCookie(clearedParentDomainCookie(env.AUTH_COOKIE_DOMAIN));
  return nextAuthHandler(req, context);
}
