import "server-only";
import type { NextRequest } from "next/server";
import { ltiLoginAllowed } from "@/lib/limits/lti-login";
import { ltiRefusal } from "./refusal";
import { loginQueryOf, loginRequestSchema } from "./login-request";
import { readParams } from "./read-params";
import { stateCookie } from "./state-cookie";
import { scheduleSweep } from "@/lib/sweep/sweep";
import { storeDb } from "@/lib/store";
import { createLoginState } from "./store/login-states";
import { platformsOfIssuer } from "./store/platforms";
import { isOwnLaunchTarget, toolUrl } from "./tool-url";

const LOGIN_LIMIT_BYTES = 16 * 1024;

/**
 * GET|POST /api/lti/login: checks the issuer and client id, keeps a state and nonce for ten minutes,
 * and sends the browser to the platform's OIDC authorisation endpoint (response_mode=form_post).
 */
export async function startLogin(req: NextRequest): Promise<Response> {
  if (!(await ltiLoginAllowed(req.headers))) return ltiRefusal("too-many", "login: rate limit of this client address");
  const read = await readParams(req, LOGIN_LIMIT_BYTES);
  if (!read.ok) return ltiRefusal(read.problem === "too-large" ? "too-large" : "bad-login-request", `login: ${read.problem}`);
  const parsed = loginRequestSchema.safeParse(Object.fromEntries(read.params));
  if (!parsed.success) return ltiRefusal("bad-login-request", `login: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`);
  const request = parsed.data;

  if (!isOwnLaunchTarget(req, request.target_link_uri)) {
    return ltiRefusal("foreign-target", `login from ${request.iss} for target ${request.target_link_uri}`);
  }

  const db = await storeDb();
  scheduleSweep(storeDb);
  const registered = await platformsOfIssuer(db, request.iss);
  if (registered.length === 0) return ltiRefusal("unknown-issuer", `login from unregistered issuer ${request.iss}`);
  const platform = request.client_id
    ? registered.find((p) => p.clientId === request.client_id)
    : registered.length === 1
      ? registered[0]
      : undefined;
  if (!platform)
    return ltiRefusal("unknown-client", `login from ${request.iss} with client id ${request.client_id ?? "(none, several registered)"}`);
  if (request.lti_deployment_id && !platform.deploymentIds.includes(request.lti_deployment_id)) {
    return ltiRefusal("unknown-deployment", `login from ${request.iss} for deployment ${request.lti_deployment_id}`);
  }

  const { state, nonce } = await createLoginState(db, {
    issuer: platform.issuer,
    clientId: platform.clientId,
    loginQuery: loginQueryOf(request, platform.clientId),
  });
  const target = new URL(platform.authLoginUrl);
  const query = {
    scope: "openid",
    response_type: "id_token",
    response_mode: "form_post",
    prompt: "none",
    client_id: platform.clientId,
    redirect_uri: toolUrl(req, "/api/lti/launch"),
    login_hint: request.login_hint,
    state,
    nonce,
    ...(request.lti_message_hint !== undefined ? { lti_message_hint: request.lti_message_hint } : {}),
  };
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return new Response(null, {
    status: 302,
    headers: { location: target.toString(), "set-cookie": stateCookie(state), "cache-control": "no-store" },
  });
}
