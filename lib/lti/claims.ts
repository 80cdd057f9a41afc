import { z } from "zod";

/** Claim names of 1EdTech LTI Core 1.3 and Deep Linking 2.0. */
const LTI = "https://purl.imsglobal.org/spec/lti/claim/";
const DL = "https://purl.imsglobal.org/spec/lti-dl/claim/";
const NRPS = "https://purl.imsglobal.org/spec/lti-nrps/claim/";
const AGS = "https://purl.imsglobal.org/spec/lti-ags/claim/";

export const claims = {
  messageType: `${LTI}message_type`,
  version: `${LTI}version`,
  deploymentId: `${LTI}deployment_id`,
  targetLinkUri: `${LTI}target_link_uri`,
  resourceLink: `${LTI}resource_link`,
  roles: `${LTI}roles`,
  custom: `${LTI}custom`,
  context: `${LTI}context`,
  launchPresentation: `${LTI}launch_presentation`,
  deepLinkingSettings: `${DL}deep_linking_settings`,
  contentItems: `${DL}content_items`,
  data: `${DL}data`,
  msg: `${DL}msg`,
  namesRoleService: `${NRPS}namesroleservice`,
  gradeService: `${AGS}endpoint`,
} as const;

export const LTI_VERSION = "1.3.0";
export const RESOURCE_LINK_REQUEST = "LtiResourceLinkRequest";
export const DEEP_LINKING_REQUEST = "LtiDeepLinkingRequest";
export const DEEP_LINKING_RESPONSE = "LtiDeepLinkingResponse";

/** LTI caps ids at 255 ASCII characters; every text is capped before anything looks at its shape. */
const id = z.string().min(1).max(255);
const text = (max: number) => z.string().max(max);
const url = z
  .string()
  .max(2048)
  .pipe(z.url({ protocol: /^https?$/ }));

/** The claims BizSim Lab reads from a verified id_token (the signature and iss/aud/exp are checked by jose first). */
export const launchClaimsSchema = z.object({
  sub: id.optional(),
  nonce: text(128),
  azp: id.optional(),
  name: text(200).optional(),
  given_name: text(100).optional(),
  family_name: text(100).optional(),
  email: text(320).optional(),
  [claims.messageType]: text(64),
  [claims.version]: text(16),
  [claims.deploymentId]: id,
  [claims.roles]: z.array(text(255)).max(100),
  [claims.targetLinkUri]: url.optional(),
  [claims.resourceLink]: z.object({ id, title: text(255).optional() }).optional(),
  [claims.custom]: z.record(text(64), z.unknown()).optional(),
  [claims.context]: z.object({ id, title: text(255).optional(), label: text(255).optional() }).optional(),
  [claims.namesRoleService]: z.object({ context_memberships_url: url, service_versions: z.array(text(16)).max(10).optional() }).optional(),
  // Assignment and Grade Services: the link's own column (lineitem), the course's columns (lineitems), and what the tool may do there.
  [claims.gradeService]: z
    .object({ scope: z.array(text(255)).max(20).default([]), lineitems: url.optional(), lineitem: url.optional() })
    .optional()
    // A malformed grade claim costs the launch nothing but its grades.
    .catch(undefined),
  [claims.launchPresentation]: z.object({ document_target: text(32).optional(), return_url: url.optional() }).optional(),
  [claims.deepLinkingSettings]: z
    .object({
      deep_link_return_url: url,
      accept_types: z.array(text(64)).max(20),
      accept_multiple: z.boolean().optional(),
      data: text(4096).optional(),
    })
    .optional(),
});

export type LaunchClaims = z.output<typeof launchClaimsSchema>;
