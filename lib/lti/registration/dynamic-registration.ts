import "server-only";
import { log } from "@/lib/log";
import { logLine } from "@/lib/log-safe";
import type { RegistrationProblem } from "@/lib/messages/lti-registration";
import type { StoreDb } from "@/lib/store";
import type { Platform } from "../platform-schema";
import { hostsOf } from "../platform-hosts";
import { addPlatform } from "../store/platforms";
import { claimInvite, isInviteSpent, releaseInvite } from "../store/spent-invites";
import { readInvite, type Invite } from "./invite";
import { checkRegistrationAddress, fetchPlatformJson, PlatformFetchError } from "./platform-fetch";
import { issuerMatchesConfigurationUrl, platformConfigurationSchema, type PlatformConfiguration } from "./platform-configuration";
import { clientRegistration, registrationResponseSchema } from "./tool-registration";

/** What the platform opened the registration page with (Dynamic Registration 1.0 §3.3). */
export interface RegistrationRequest {
  openidConfiguration: string;
  registrationToken: string;
}

export type Reviewed =
  | { ok: true; invite: Invite; configuration: PlatformConfiguration; request: RegistrationRequest }
  | { ok: false; problem: RegistrationProblem; detail: string };

const refuse = (problem: RegistrationProblem, detail: string) => ({ ok: false as const, problem, detail });

function fetchRefusal(error: unknown, answering: "configuration" | "registration") {
  if (!(error instanceof PlatformFetchError)) throw error;
  if (error.problem === "status")
    return refuse(answering === "configuration" ? "configuration-status" : "registration-status", error.message);
  if (error.problem === "not-json" && answering === "registration") return refuse("registration-not-json", error.message);
  return refuse(error.problem, error.message);
}

/** The invite is good and unspent, and the platform's configuration is fetched and checked: what the admin is shown. */
export async function reviewRegistration(db: StoreDb, inviteToken: string, request: RegistrationRequest): Promise<Reviewed> {
  const read = await readInvite(inviteToken);
  if (!read.ok) return refuse(read.problem === "expired" ? "invite-expired" : "invite-invalid", `invite ${read.problem}`);
  if (await isInviteSpent(db, read.invite)) return refuse("invite-spent", `invite ${read.invite.id} already spent`);
  const configUrl = request.openidConfiguration;
  if (!configUrl || configUrl.length > 2048) return refuse("missing-configuration", "no openid_configuration");
  let body: unknown;
  try {
    body = await fetchPlatformJson(configUrl, { allowedHosts: hostsOf(configUrl) });
  } catch (error) {
    if (error instanceof TypeError) return refuse("not-https", "openid_configuration is not an address");
    return fetchRefusal(error, "configuration");
  }
  const parsed = platformConfigurationSchema.safeParse(body);
  if (!parsed.success) return refuse("bad-configuration", parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  const configuration = parsed.data;
  if (!issuerMatchesConfigurationUrl(configuration.issuer, configUrl)) {
    return refuse("issuer-mismatch", `issuer ${configuration.issuer} for a configuration at ${new URL(configUrl).origin}`);
  }
  const hosts = registrationHosts(read.invite, configuration);
  try {
    for (const endpoint of [
      configuration.authorization_endpoint,
      configuration.jwks_uri,
      configuration.token_endpoint,
      configuration.registration_endpoint,
    ]) {
      await checkRegistrationAddress(endpoint, hosts);
    }
  } catch (error) {
    return fetchRefusal(error, "configuration");
  }
  return { ok: true, invite: read.invite, configuration, request };
}

/** Where a registering platform's endpoints may be: its issuer's host, and the hosts its invite names. */
const registrationHosts = (invite: Invite, configuration: PlatformConfiguration) => [...hostsOf(configuration.issuer), ...invite.hosts];

export type Registered = { ok: true; platform: Platform } | { ok: false; problem: RegistrationProblem; detail: string };

/**
 * Registers the tool with the platform (POST of the client registration with the registration token
 * as a Bearer token) and the platform with the tool. The invite is taken first and given back on any
 * failure, so two tabs cannot both spend it and a failed try costs nothing. A registration only adds:
 * an answer naming an issuer and client id already registered changes nothing and is refused.
 */
export async function completeRegistration(
  db: StoreDb,
  inviteToken: string,
  request: RegistrationRequest,
  toolBase: string,
): Promise<Registered> {
  const reviewed = await reviewRegistration(db, inviteToken, request);
  if (!reviewed.ok) return reviewed;
  const { invite, configuration } = reviewed;
  if (!(await claimInvite(db, invite))) return refuse("invite-spent", `invite ${invite.id} taken by another registration`);
  try {
    let answer: unknown;
    try {
      answer = await fetchPlatformJson(configuration.registration_endpoint, {
        method: "POST",
        allowedHosts: registrationHosts(invite, configuration),
        headers: {
          "content-type": "application/json",
          ...(request.registrationToken ? { authorization: `Bearer ${request.registrationToken}` } : {}),
        },
        body: JSON.stringify(clientRegistration(toolBase, configuration)),
      });
    } catch (error) {
      return await released(invite, fetchRefusal(error, "registration"));
    }
    const parsed = registrationResponseSchema.safeParse(answer);
    if (!parsed.success) return await released(invite, refuse("missing-client-id", "no client_id or deployment_id in the answer"));
    const platform = await addPlatform(db, {
      issuer: configuration.issuer,
      clientId: parsed.data.client_id,
      deploymentIds: [parsed.data["https://purl.imsglobal.org/spec/lti-tool-configuration"].deployment_id],
      authLoginUrl: configuration.authorization_endpoint,
      jwksUrl: configuration.jwks_uri,
      tokenUrl: configuration.token_endpoint,
      name: invite.name,
      registeredBy: "dynamic",
      hosts: invite.hosts,
    });
    if (!platform) {
      return await released(
        invite,
        refuse("already-registered", `${configuration.issuer} (client id ${parsed.data.client_id}) is already registered`),
      );
    }
    log.info(logLine`[lti] registered ${platform.issuer} (client id ${platform.clientId}) through the invite for ${invite.name}`);
    return { ok: true, platform };
  } catch (error) {
    await releaseInvite(db, invite).catch(() => undefined);
    throw error;
  }

  async function released(spentInvite: Invite, refusal: ReturnType<typeof refuse>) {
    await releaseInvite(db, spentInvite);
    return refusal;
  }
}
