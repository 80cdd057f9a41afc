import type { z } from "zod";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/upstream-contract/errors";
import {
  authSessionWire,
  googleSessionWire,
  passwordResetWire,
  simulationListWire,
  simulationsAccessWire,
  trialSessionWire,
  userWire,
} from "../schemas";
import type { Upstream } from "@/upstream-contract/types";
import { pendingLimit } from "./pending-limit";
import { upstreamRequest, upstreamWrite, type RequestOptions } from "./request";

export interface HttpUpstreamOptions {
  apiUrl: string;
  adminApiUrl: string;
  contactApiUrl: string;
  timeoutMs: number;
  /** Calls that may wait at once; further ones fail at once with 503 (./pending-limit.ts). */
  maxPending?: number;
  fetchImpl?: typeof fetch;
}

/** The Upstream interface over the real upstream APIs, over HTTP. */
export function createHttpUpstream(options: HttpUpstreamOptions): Upstream {
  const { timeoutMs, fetchImpl } = options;
  const limit = pendingLimit(options.maxPending ?? 32);
  const call = <S extends z.ZodType | undefined = undefined>(o: Omit<RequestOptions<S>, "timeoutMs" | "fetchImpl">) =>
    limit.run(() => upstreamRequest<S>({ ...o, timeoutMs, fetchImpl }));
  const write = <S extends z.ZodType | undefined = undefined>(o: Omit<RequestOptions<S>, "timeoutMs" | "fetchImpl">) =>
    limit.run(() => upstreamWrite<S>({ ...o, timeoutMs, fetchImpl }));
  const api = options.apiUrl;
  const admin = options.adminApiUrl;

  return {
    async listSimulations() {
      return call({ base: admin, path: "/simulations/ids-names", schema: simulationListWire });
    },
    async createTrialSession(input, key) {
      return write({ base: admin, path: "/app-users/trial-session", method: "POST", body: input, write: key, schema: trialSessionWire });
    },
    async loginStudent({ email, password }) {
      const body = { email, password, user_type: "STUDENT" };
      return call({ base: api, path: "/app-users/login", method: "POST", body, fallback: messages.login.failed, schema: authSessionWire });
    },
    async loginProfessor(input) {
      return call({
        base: api,
        path: "/app-users/login-professor",
        method: "POST",
        body: input,
        fallback: messages.login.failed,
        schema: authSessionWire,
      });
    },
    async googleSignIn(input) {
      return call({
        base: api,
        path: "/app-users/google-signin",
        method: "POST",
        body: input,
        fallback: messages.login.backendFailed,
        schema: googleSessionWire,
      });
    },
    async register(input, key) {
      return write({
        base: api,
        path: "/app-users/register",
        method: "POST",
        body: input,
        write: key,
        fallback: messages.signup.failed,
        schema: authSessionWire,
      });
    },
    async getCurrentUser(token) {
      return call({ base: api, path: "/app-users/auth/me", token, fallback: messages.session.fetchUserFailed, schema: userWire });
    },
    async updateProfile(token, input) {
      return call({
        base: api,
        path: "/auth/me",
        method: "PUT",
        token,
        body: input,
        fallback: messages.session.updateProfileFailed,
        schema: userWire,
      });
    },
    async resetPassword(input, who, key) {
      const path = who === "professor" ? "/app-users/reset-password-professor" : "/app-users/reset-password-user";
      const answer = await write({
        base: api,
        path,
        method: "POST",
        body: input,
        write: key,
        fallback: messages.reset.failed,
        schema: passwordResetWire,
      });
      if (!answer.value.success) throw new UpstreamError(400, answer.value.detail || messages.reset.failed);
      return answer;
    },
    async getSimulationsAccess(token, uid) {
      const path = `/app-users/simulations-access/${encodeURIComponent(uid)}`;
      return call({ base: api, path, token, fallback: messages.dashboard.loadFailed, schema: simulationsAccessWire });
    },
    async setCurrentGame(token, uid, gameId) {
      const path = `/app-users/set-current-game/${encodeURIComponent(uid)}`;
      await call({ base: api, path, method: "PUT", token, body: { game_id: gameId } });
    },
    async submitContact(input, key) {
      const { replayed } = await write({
        base: options.contactApiUrl,
        path: "/contact/submit",
        method: "POST",
        body: input,
        write: key,
        fallback: messages.contact.upstreamFailed,
      });
      return { value: undefined, replayed };
    },
    async signOut(token) {
      // SPEC shows no logout call; ours is POST {api}/app-users/logout, best effort.
      await call({ base: api, path: "/app-users/logout", method: "POST", token, body: {} }).catch(() => undefined);
    },
  };
}
