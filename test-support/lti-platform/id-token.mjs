// The id_tokens the simulator signs: a launch of any role and message type, with one fault at a time.
import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { registration, toolUrl } from "./config.mjs";

const LTI = "https://purl.imsglobal.org/spec/lti/claim/";
const ROLES = {
  learner: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
  instructor: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor"],
  mentor: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor"],
  // As Canvas sends a TA: the sub-role alone, with the institution's roles.
  "teaching-assistant": [
    "http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant",
    "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Student",
  ],
  "content-developer": ["http://purl.imsglobal.org/vocab/lis/v2/membership#ContentDeveloper"],
  // A course role beside an institution role: the course's is the one that counts.
  "mentor-and-administrator": [
    "http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor",
    "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator",
  ],
  "learner-and-administrator": [
    "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner",
    "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator",
  ],
};

/**
 * @typedef {{ role?: keyof typeof ROLES, message?: "resource"|"deep", sub?: string, name?: string,
 *   email?: string, game?: string, code?: string, target?: string, client?: string, deployment?: string, course?: string,
 *   roster?: string, grades?: "platform"|"tool", fault?: "expired"|"other-key"|"wrong-aud"|"unknown-deployment"|"wrong-iss"|"no-state"|"wrong-nonce" }} Scenario
 */

/** @param {Scenario} scenario */
function gradeClaim(scenario) {
  const AGS = "https://purl.imsglobal.org/spec/lti-ags/scope/";
  const items = `${registration.issuer}/ags/${scenario.course ?? "course-101"}/lineitems`;
  return {
    scope: [`${AGS}lineitem`, `${AGS}result.readonly`, `${AGS}score`],
    lineitems: items,
    ...(scenario.grades === "platform" ? { lineitem: `${items}/1` } : {}),
  };
}

/** @param {Scenario} scenario @param {{ nonce: string, keys: { signing: any, other: any } }} context */
export async function signIdToken(scenario, { nonce, keys }) {
  const now = Math.floor(Date.now() / 1000);
  const custom = {};
  if (scenario.game) custom.game = scenario.game;
  if (scenario.code) custom.session_code = scenario.code;
  const deep = scenario.message === "deep";
  const payload = {
    nonce: scenario.fault === "wrong-nonce" ? randomUUID() : nonce,
    name: scenario.name ?? "Ada Learner",
    email: scenario.email ?? "ada@example.edu",
    [`${LTI}message_type`]: deep ? "LtiDeepLinkingRequest" : "LtiResourceLinkRequest",
    [`${LTI}version`]: "1.3.0",
    [`${LTI}deployment_id`]:
      scenario.fault === "unknown-deployment" ? "deployment-nobody-registered" : (scenario.deployment ?? registration.deploymentId),
    [`${LTI}target_link_uri`]: `${toolUrl}/api/lti/launch`,
    [`${LTI}roles`]: ROLES[scenario.role ?? "learner"],
    [`${LTI}context`]: scenario.course
      ? { id: scenario.course, title: `Course ${scenario.course}` }
      : { id: "course-101", title: "Operations Management 101" },
    // The roster service, for launches from a named course.
    ...(scenario.course
      ? {
          "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice": {
            // Where the platform says the roster is: its own service, or any address a hostile platform names.
            context_memberships_url: scenario.roster ?? `${registration.issuer}/nrps/${scenario.course}`,
            service_versions: ["2.0"],
          },
        }
      : {}),
    // The grade services, for launches that ask for them: the platform's own column ("platform"), or
    // only the course's columns, where the tool makes its own ("tool").
    ...(scenario.grades && !deep ? { "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint": gradeClaim(scenario) } : {}),
    ...(deep
      ? {
          "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings": {
            deep_link_return_url: `${registration.issuer}/deep-link-return`,
            accept_types: ["ltiResourceLink"],
            accept_multiple: false,
            data: "simulator-opaque-data",
          },
        }
      : { [`${LTI}resource_link`]: { id: "module-7-link", title: "Week 7 game" }, [`${LTI}custom`]: custom }),
    ...(scenario.target ? { [`${LTI}launch_presentation`]: { document_target: scenario.target } } : {}),
  };
  const key = scenario.fault === "other-key" ? keys.other : keys.signing;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: "RS256", kid: key.kid, typ: "JWT" })
    .setIssuer(scenario.fault === "wrong-iss" ? "https://another-platform.example" : registration.issuer)
    .setAudience(scenario.fault === "wrong-aud" ? "some-other-tool" : (scenario.client ?? registration.clientId))
    .setSubject(scenario.sub ?? "lms-user-ada")
    .setIssuedAt(scenario.fault === "expired" ? now - 2 * 3600 : now)
    .setExpirationTime(scenario.fault === "expired" ? now - 3600 : now + 300)
    .sign(key.privateKey);
}
