import { site } from "@/content/site";
import { AGS_SCOPES } from "./ags/scopes";
import { NRPS_SCOPE } from "./registration/platform-configuration";

/**
 * Canvas's JSON configuration of an LTI 1.3 developer key ("Enter URL"), from the site's public address:
 * the same addresses, messages, roster and grade scopes as Dynamic Registration gives.
 */
export function canvasConfiguration(at: (path: string) => string) {
  const launch = at("/api/lti/launch");
  const picker = (placement: string) => ({
    placement,
    message_type: "LtiDeepLinkingRequest",
    target_link_uri: launch,
    text: `${site.name}: choose a game`,
  });
  return {
    title: site.name,
    description: `${site.name}: classroom business-simulation games. Students land in their class's game session.`,
    oidc_initiation_url: at("/api/lti/login"),
    target_link_uri: launch,
    public_jwk_url: at("/api/lti/jwks"),
    scopes: [NRPS_SCOPE, ...AGS_SCOPES],
    extensions: [
      {
        domain: new URL(launch).host,
        tool_id: "bizsim-lab",
        platform: "canvas.instructure.com",
        privacy_level: "public",
        settings: {
          text: site.name,
          icon_url: at("/icon.svg"),
          placements: [picker("link_selection"), picker("assignment_selection")],
        },
      },
    ],
    custom_fields: {},
  };
}
