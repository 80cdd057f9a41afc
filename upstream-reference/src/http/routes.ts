import type { AuthSession, Upstream } from "@/upstream-contract/types";
import {
  contactBody,
  credentialsBody,
  googleSignInBody,
  passwordResetBody,
  profileBody,
  registerBody,
  setCurrentGameBody,
  trialSessionBody,
} from "./request-bodies";
import { answerWrite, get, parse, post, writeOptions, type Route } from "./route";

const session = (s: AuthSession) => ({ access_token: s.access_token, token_type: "bearer", user: s.user });

/** The upstream's calls, one port standing for all four base addresses. */
export function upstreamRoutes(upstream: Upstream): Route[] {
  return [
    get("/healthz", async () => ({ ok: true })),
    get("/simulations/ids-names", async () => ({ success: true, data: await upstream.listSimulations() })),
    post("/app-users/trial-session", async (c) =>
      answerWrite(await upstream.createTrialSession(parse(trialSessionBody, await c.body()), writeOptions(c))),
    ),
    post("/app-users/login", async (c) => session(await upstream.loginStudent(parse(credentialsBody, await c.body())))),
    post("/app-users/login-professor", async (c) => session(await upstream.loginProfessor(parse(credentialsBody, await c.body())))),
    // SPEC shows this answer as a user object (uid, email): the user's fields with the token beside them.
    post("/app-users/google-signin", async (c) => {
      const s = await upstream.googleSignIn(parse(googleSignInBody, await c.body()));
      return { ...s.user, access_token: s.access_token, token_type: "bearer", joined_password_account: s.joined_password_account };
    }),
    post("/app-users/register", async (c) => {
      const written = await upstream.register(parse(registerBody, await c.body()), writeOptions(c));
      return answerWrite(written, session(written.value));
    }),
    get("/app-users/auth/me", async (c) => upstream.getCurrentUser(c.token())),
    {
      method: "PUT",
      pattern: /^\/auth\/me$/,
      handle: async (c) => upstream.updateProfile(c.token(), parse(profileBody, await c.body())),
    },
    post("/app-users/reset-password-user", async (c) =>
      answerWrite(await upstream.resetPassword(parse(passwordResetBody, await c.body()), "user", writeOptions(c))),
    ),
    post("/app-users/reset-password-professor", async (c) =>
      answerWrite(await upstream.resetPassword(parse(passwordResetBody, await c.body()), "professor", writeOptions(c))),
    ),
    get("/app-users/simulations-access/([^/]+)", async (c) => ({
      success: true,
      data: await upstream.getSimulationsAccess(c.token(), c.params[0]!),
    })),
    {
      method: "PUT",
      pattern: /^\/app-users\/set-current-game\/([^/]+)$/,
      handle: async (c) => {
        const { game_id } = parse(setCurrentGameBody, await c.body());
        await upstream.setCurrentGame(c.token(), c.params[0]!, game_id);
        return { success: true };
      },
    },
    post("/contact/submit", async (c) => {
      return answerWrite(await upstream.submitContact(parse(contactBody, await c.body()), writeOptions(c)), { success: true });
    }),
    // Ours, not SPEC's: revokes the bearer token.
    post("/app-users/logout", async (c) => {
      await upstream.signOut(c.token());
      return { success: true };
    }),
  ];
}
