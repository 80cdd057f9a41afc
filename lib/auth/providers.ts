import "server-only";
import { loginEvent, rateLimitEvent } from "@/lib/observability/events";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { clientAddress } from "@/lib/limits/client-address";
import { openLoginGate, type LoginOutcome } from "@/lib/limits/login";
import { loginRefused } from "./login-refusal";
import { env } from "@/lib/env";
import { messages } from "@/lib/messages";
import { getUpstream, UpstreamError } from "@/lib/upstream";
import type { AuthSession } from "@/upstream-contract/types";
import type { Role } from "@/lib/roles";
import { loginSchema } from "@/lib/validations/auth";
import { rememberDevice, trustedDevice } from "./device-trust";
import { gatedOtherRole } from "./other-role";
import { signedInUser } from "./session-user";
import { signInStep } from "./store-outage";

export const googleEnabled = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);

/** Upstream failures as the login page shows them: the upstream's detail, else the form's default words. */
function loginErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof UpstreamError) return error.message || fallback;
  return messages.login.network;
}

/** A refusal of the credentials is a failed attempt; an upstream that is down or confused says nothing. */
function outcomeOf(error: unknown): LoginOutcome {
  return error instanceof UpstreamError && error.status >= 400 && error.status < 500 ? "failure" : "unknown";
}

export function credentialsProvider(mode: Role) {
  return CredentialsProvider({
    id: `${mode}-credentials`,
    name: messages.roles[mode],
    credentials: {
      email: { label: "Email", type: "email" },
      password: { label: "Password", type: "password" },
    },
    // A store out of reach (login limits, trusted devices) says "not available", never the driver's text.
    authorize: (credentials, req) =>
      signInStep(async () => {
        // The shared schema first: its length limits make a huge input cheap, and it is never counted.
        const parsed = loginSchema.safeParse({ email: credentials?.email ?? "", password: credentials?.password ?? "", mode });
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? messages.login.failed);
        const { email, password } = parsed.data;
        const client = { address: clientAddress(req.headers ?? {}), device: await trustedDevice(email) };
        const gate = await openLoginGate(email, client);
        if (!gate.allowed) {
          loginEvent(mode, "limited", email);
          rateLimitEvent("login", client.address);
          throw loginRefused(gate.retryAfterSeconds);
        }
        const upstream = getUpstream();
        let session: AuthSession;
        try {
          session =
            mode === "student" ? await upstream.loginStudent({ email, password }) : await upstream.loginProfessor({ email, password });
        } catch (error) {
          await gate.settle(outcomeOf(error));
          loginEvent(mode, outcomeOf(error) === "failure" ? "refused" : "unavailable", email);
          const other =
            outcomeOf(error) === "failure"
              ? await gatedOtherRole(() => openLoginGate(email, client, { freeOnly: true }), upstream, mode, { email, password })
              : null;
          if (!other) throw new Error(loginErrorMessage(error, messages.login.failed));
          // The right password on the other toggle signs in to the account it opens; the page says which kind.
          loginEvent(other.kind, "ok", email);
          await rememberDevice(email);
          return signedInUser(other.session);
        }
        await gate.settle("success");
        loginEvent(mode, "ok", email);
        await rememberDevice(email);
        return signedInUser(session);
      }),
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
