import { errors, jwtVerify, type JWTVerifyGetKey } from "jose";
import type { LtiRefusal } from "@/lib/messages/lti";
import { claims, DEEP_LINKING_REQUEST, launchClaimsSchema, LTI_VERSION, RESOURCE_LINK_REQUEST, type LaunchClaims } from "./claims";
import type { Platform } from "./platform-schema";
import { JwksUnavailableError } from "./platform-jwks";

/** Clocks of platform and tool may differ by this much. */
export const CLOCK_SKEW_SECONDS = 60;
/** An id_token travels straight from the platform's page to us: older than this, it is a copy. */
export const MAX_TOKEN_AGE_SECONDS = 10 * 60;
export const ID_TOKEN_MAX_LENGTH = 32 * 1024;

export type Verified = { ok: true; claims: LaunchClaims } | { ok: false; reason: LtiRefusal; detail: string };

const refuse = (reason: LtiRefusal, detail: string): Verified => ({ ok: false, reason, detail });

function refusalOf(error: unknown): Verified {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof JwksUnavailableError) return refuse("platform-unreachable", detail);
  if (error instanceof errors.JWTExpired) return refuse("expired", detail);
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "iss") return refuse("wrong-issuer", detail);
    if (error.claim === "aud") return refuse("wrong-audience", detail);
    if (error.claim === "iat" || error.claim === "nbf") return refuse("expired", detail);
    return refuse("missing-claims", detail);
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys ||
    error instanceof errors.JOSEAlgNotAllowed
  ) {
    return refuse("wrong-signature", detail);
  }
  return refuse("bad-token", detail);
}

export interface VerifyOptions {
  platform: Platform;
  /** The nonce we gave the platform with this launch's state. */
  nonce: string;
  keys: JWTVerifyGetKey;
  now?: Date;
}

/**
 * LTI 1.3 / Security Framework §5.1.3: the signature against the platform's JWKS (RS256 only), iss,
 * aud (and azp), exp and iat within the skew, our nonce, a registered deployment, version 1.3.0 and a
 * message we answer.
 */
export async function verifyIdToken(idToken: string, { platform, nonce, keys, now = new Date() }: VerifyOptions): Promise<Verified> {
  if (idToken.length > ID_TOKEN_MAX_LENGTH) return refuse("too-large", `id_token of ${idToken.length} characters`);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: platform.issuer,
      audience: platform.clientId,
      algorithms: ["RS256"],
      clockTolerance: CLOCK_SKEW_SECONDS,
      maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      requiredClaims: ["exp", "iat", "nonce"],
      currentDate: now,
    }));
  } catch (error) {
    return refusalOf(error);
  }

  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== platform.clientId) {
    return refuse("wrong-audience", `azp ${String(payload.azp)} is not ${platform.clientId}`);
  }
  if (payload.nonce !== nonce) return refuse("wrong-nonce", "the nonce is not the one given with this state");

  const parsed = launchClaimsSchema.safeParse(payload);
  if (!parsed.success) return refuse("missing-claims", parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  const launch = parsed.data;
  if (launch[claims.version] !== LTI_VERSION) return refuse("unsupported-message", `version ${launch[claims.version]}`);
  const type = launch[claims.messageType];
  if (type !== RESOURCE_LINK_REQUEST && type !== DEEP_LINKING_REQUEST) return refuse("unsupported-message", `message type ${type}`);
  if (!platform.deploymentIds.includes(launch[claims.deploymentId])) {
    return refuse("unknown-deployment", `deployment ${launch[claims.deploymentId]} of ${platform.issuer}`);
  }
  if (type === RESOURCE_LINK_REQUEST && !launch[claims.resourceLink]) return refuse("missing-claims", "no resource_link");
  if (type === DEEP_LINKING_REQUEST && !launch[claims.deepLinkingSettings]) return refuse("missing-claims", "no deep_linking_settings");
  return { ok: true, claims: launch };
}
