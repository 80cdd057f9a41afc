import "server-only";
import { ltiLaunchEvent } from "@/lib/observability/events";
import { gradeLinkOfLaunch, learnerParticipation } from "./ags/launch-grading";
import { destinationWithParticipation } from "./ags/participation-destination";
import type { NextRequest } from "next/server";
import { claims, DEEP_LINKING_REQUEST } from "./claims";
import { instructorHandOver } from "./instructor-hand-over";
import { learnerDestination } from "./learner-destination";
import { platformKeys } from "./platform-keys";
import { readParams } from "./read-params";
import { ltiRefusal } from "./refusal";
import { launchRoleOf } from "./roles";
import { clearedStateCookie, stateCookieName } from "./state-cookie";
import { storeDb } from "@/lib/store";
import { saveDeepLinkRequest } from "./store/deep-links";
import { claimLoginState } from "./store/login-states";
import { recordLearnerLaunch } from "./store/courses";
import { findPlatform, markLaunched } from "./store/platforms";
import { toolUrl } from "./tool-url";
import { ID_TOKEN_MAX_LENGTH, verifyIdToken } from "./verify-id-token";

const LAUNCH_LIMIT_BYTES = ID_TOKEN_MAX_LENGTH + 4 * 1024;

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });

/** POST /api/lti/launch: the platform's form_post of the id_token, checked in full before anyone lands anywhere. */
export async function handleLaunch(req: NextRequest): Promise<Response> {
  const read = await readParams(req, LAUNCH_LIMIT_BYTES);
  if (!read.ok) return ltiRefusal(read.problem === "too-large" ? "too-large" : "bad-token", `launch: ${read.problem}`);
  const state = read.params.get("state")?.slice(0, 128) ?? "";
  const idToken = read.params.get("id_token") ?? "";
  if (!state) return ltiRefusal("missing-state", "launch without state");
  if (!idToken) return ltiRefusal("bad-token", "launch without id_token");

  const db = await storeDb();
  const login = await claimLoginState(db, state);
  if (!login.ok) return ltiRefusal(login.problem === "used" ? "replayed" : "unknown-state", `launch with a state that is ${login.problem}`);
  const response = await launchWithState(req, db, state, idToken, login);
  response.headers.append("set-cookie", clearedStateCookie(state));
  return response;
}

async function launchWithState(
  req: NextRequest,
  db: Awaited<ReturnType<typeof storeDb>>,
  state: string,
  idToken: string,
  login: { issuer: string; clientId: string; nonce: string; loginQuery: string },
): Promise<Response> {
  if (req.cookies.get(stateCookieName(state))?.value !== state) {
    return ltiRefusal("cookie-blocked", `launch from ${login.issuer} without its state cookie`, {
      relaunch: `/api/lti/login?${login.loginQuery}`,
    });
  }
  const platform = await findPlatform(db, login.issuer, login.clientId);
  if (!platform) return ltiRefusal("unknown-client", `${login.issuer} / ${login.clientId} was removed during the launch`);
  const verified = await verifyIdToken(idToken, { platform, nonce: login.nonce, keys: platformKeys().keyResolver(platform.jwksUrl) });
  if (!verified.ok) return ltiRefusal(verified.reason, `launch from ${platform.issuer}: ${verified.detail}`);
  const launch = verified.claims;
  await markLaunched(db, platform.issuer, platform.clientId);
  const role = launchRoleOf(launch[claims.roles]);

  if (launch[claims.messageType] === DEEP_LINKING_REQUEST) {
    if (role !== "instructor") return ltiRefusal("role-not-served", `deep linking for roles ${launch[claims.roles].join(" ")}`);
    const settings = launch[claims.deepLinkingSettings]!;
    if (!settings.accept_types.includes("ltiResourceLink"))
      return ltiRefusal("unsupported-message", "deep linking without ltiResourceLink");
    const id = await saveDeepLinkRequest(db, {
      issuer: platform.issuer,
      clientId: platform.clientId,
      deploymentId: launch[claims.deploymentId],
      returnUrl: settings.deep_link_return_url,
      data: settings.data ?? null,
    });
    ltiLaunchEvent(platform.issuer, "deep-linking");
    return seeOther(toolUrl(req, `/lti/deep-link#request=${id}`));
  }
  // The placed game's gradebook column, kept (and made where the platform made none) by whoever launches first.
  const gradeLink = role === "instructor" || role === "learner" ? await gradeLinkOfLaunch(db, platform, launch) : null;
  if (role === "instructor") {
    if (!launch.sub) return ltiRefusal("missing-claims", "instructor launch without sub");
    ltiLaunchEvent(platform.issuer, "instructor");
    return instructorHandOver(db, { issuer: platform.issuer, clientId: platform.clientId }, launch, launch.sub);
  }
  if (role === "learner") {
    ltiLaunchEvent(platform.issuer, "learner");
    await recordLearnerLaunch(db, { issuer: platform.issuer, clientId: platform.clientId }, launch);
    const own = new URL(toolUrl(req, "/"));
    const participation = await learnerParticipation(db, gradeLink, launch);
    const destination = destinationWithParticipation(new URL(learnerDestination(launch), own), own.origin, participation?.handle ?? null);
    const landing = seeOther(destination.toString());
    if (participation) landing.headers.append("set-cookie", participation.cookie);
    return landing;
  }
  if (role === "observer") return ltiRefusal("observer", `resource link for roles ${launch[claims.roles].join(" ")}`);
  return ltiRefusal("role-not-served", `resource link for roles ${launch[claims.roles].join(" ") || "(none)"}`);
}
