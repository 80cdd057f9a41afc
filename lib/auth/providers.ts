import "server-only";
import type { User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { limitLoginAttempt } from "@/lib/api/rate-limit";
import { env } from "@/lib/env";
import { messages } from "@/lib/messages";
import { getUpstream, UpstreamError } from "@/lib/upstream";
import type { AuthSession } from "@/lib/upstream/types";
import { type LoginMode } from "@/lib/validations/roles";
import { loginSchema } from "@/lib/validations/auth";
import { toSessionUser } from "./session-user";

export const googleEnabled = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);

/** Upstream failures as the login page shows them: the upstream's detail, else SPEC §8's defaults. */
function loginErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof UpstreamError) return error.message || fallback;
  return messages.login.network;
}

export function signedInUser(session: AuthSession): User {
  const user = toSessionUser(session.user);
  return { id: user.uid, ...user, accessToken: session.access_token };
}

export function credentialsProvider(mode: LoginMode) {
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

export function googleProvider() {
  const issuer = env.GOOGLE_ISSUER.replace(/\/+$/, "");
  return GoogleProvider({
    clientId: env.GOOGLE_CLIENT_ID ?? "",
    clientSecret: env.GOOGLE_CLIENT_SECRET ?? "",
    // The issuer is a setting so that tests can point it at a local OpenID provider.
    wellKnown: `${issuer}/.well-known/openid-configuration`,
    authorization: { params: { scope: "openid email profile", prompt: "select_account" } },
  });
}
