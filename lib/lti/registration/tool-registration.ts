import { z } from "zod";
import { site } from "@/content/site";
import { AGS_SCOPES } from "../ags/scopes";
import { NRPS_SCOPE, PLATFORM_CONFIGURATION_CLAIM, type PlatformConfiguration } from "./platform-configuration";

export const TOOL_CONFIGURATION_CLAIM = "https://purl.imsglobal.org/spec/lti-tool-configuration";

/** The tool's OpenID client registration (Dynamic Registration 1.0 §3.5), from the tool's public address. */
export function clientRegistration(toolBase: string, platform: PlatformConfiguration) {
  const at = (path: string) => new URL(path, toolBase).toString();
  const launch = at("/api/lti/launch");
  const canvas = platform[PLATFORM_CONFIGURATION_CLAIM].product_family_code.toLowerCase() === "canvas";
  // The roster and the grade scopes the platform offers (all of them when it does not say).
  const scopes = [NRPS_SCOPE, ...AGS_SCOPES].filter((scope) => platform.scopes_supported?.includes(scope) ?? true);
  return {
    application_type: "web",
    response_types: ["id_token"],
    grant_types: ["implicit", "client_credentials"],
    initiate_login_uri: at("/api/lti/login"),
    redirect_uris: [launch],
    client_name: site.name,
    jwks_uri: at("/api/lti/jwks"),
    logo_uri: at("/icon.svg"),
    token_endpoint_auth_method: "private_key_jwt",
    scope: scopes.join(" "),
    [TOOL_CONFIGURATION_CLAIM]: {
      domain: new URL(toolBase).host,
      description: `${site.name}: classroom business-simulation games. Students land in their class's game session.`,
      target_link_uri: launch,
      claims: ["iss", "sub", "name", "given_name", "family_name", "email"],
      messages: [
        { type: "LtiResourceLinkRequest", target_link_uri: launch, label: site.name },
        {
          type: "LtiDeepLinkingRequest",
          target_link_uri: launch,
          label: `${site.name}: choose a game`,
          ...(canvas ? { placements: ["link_selection", "assignment_selection"] } : {}),
        },
      ],
    },
  };
}

export type ClientRegistration = ReturnType<typeof clientRegistration>;

/** What the platform answers: the client id it gave the tool, and the deployment it made. */
export const registrationResponseSchema = z.object({
  client_id: z.string().trim().min(1).max(255),
  [TOOL_CONFIGURATION_CLAIM]: z.object({ deployment_id: z.string().trim().min(1).max(255) }),
});
