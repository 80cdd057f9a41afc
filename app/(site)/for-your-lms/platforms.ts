/** What each platform calls the settings docs/lti.md lists. */
export interface PlatformSettings {
  name: string;
  /** Where IT adds the tool. */
  where: string;
  /** Each row: what the platform calls the setting, and which of the tool's addresses (or what value) goes there. */
  rows: ReadonlyArray<readonly [setting: string, value: ToolAddress | string]>;
  /** What the platform shows afterwards, under its own names, to send back to us. */
  shows: string;
}

export type ToolAddress = "login" | "launch" | "jwks";

export const platforms: readonly PlatformSettings[] = [
  {
    name: "Canvas",
    where: "Admin › Developer Keys › + Developer Key › LTI Key, then install it by its Client ID under Settings › Apps.",
    rows: [
      ["OpenID Connect Initiation Url", "login"],
      ["Redirect URIs and Target Link URI", "launch"],
      ["Public JWK URL", "jwks"],
      ["Placements", "Link Selection and Assignment Selection, with the message type LtiDeepLinkingRequest"],
      ["Privacy level", "Public (sends the user's name and e-mail)"],
      [
        "LTI Advantage Services",
        "Can retrieve user data associated with the context the tool is installed in (the course roster); Can create and view assignment data in the gradebook associated with the tool; Can view assignment data in the gradebook associated with the tool; Can create and update submission results for assignments associated with the tool (grades)",
      ],
    ],
    shows: "the Client ID and the Deployment ID; the issuer is https://canvas.instructure.com.",
  },
  {
    name: "Moodle",
    where:
      "Site administration › Plugins › Activity modules › External tool › Manage tools › configure a tool manually (LTI version: LTI 1.3).",
    rows: [
      ["Tool URL and Redirection URI(s)", "launch"],
      ["Initiate login URL", "login"],
      ["Public key type: Keyset URL", "jwks"],
      ["Supports Deep Linking (Content-Item Message)", "on; Content Selection URL: the launch address"],
      ["Share launcher's name and e-mail with the tool", "Always"],
      ["IMS LTI Names and Role Provisioning", "Use this service to retrieve members' information as per privacy settings"],
      ["IMS LTI Assignment and Grade Services", "Use this service for grade sync and column management"],
      ["Default launch container", "New window"],
    ],
    shows: "Platform ID, Client ID, Deployment ID, Public keyset URL, Access token URL and Authentication request URL.",
  },
  {
    name: "Blackboard",
    where:
      "We enter these addresses in Anthology's developer portal and send you the Application ID; your administrator adds it under Administrator Panel › Integrations › LTI Tool Providers › Register LTI 1.3/Advantage Tool.",
    rows: [
      ["Login initiation URL", "login"],
      ["Tool redirect URL(s)", "launch"],
      ["Tool JWKS URL", "jwks"],
      ["User fields to send", "Name and Email address"],
      ["Grade service", "Assignment and Grade Services on (Allow grade service access)"],
      ["Placement", "Open in new window"],
    ],
    shows: "Issuer, Application ID, Deployment Id, OIDC auth request endpoint, Keyset URL and Auth token endpoint.",
  },
  {
    name: "D2L Brightspace",
    where: "Admin Tools › Manage Extensibility › LTI Advantage › Register Tool (Standard), then a Deployment and a Link.",
    rows: [
      ["OpenID Connect Login URL", "login"],
      ["Redirect URLs and Target Link URI", "launch"],
      ["Keyset URL", "jwks"],
      ["Extensions", "Deep Linking, Names and Role Provisioning Services, and Assignment and Grade Services"],
      ["Security settings", "Name and Email"],
      ["Link", "Open as External Resource"],
    ],
    shows:
      "Client Id, Issuer, Deployment Id, OpenID Connect Authentication Endpoint, Brightspace Keyset URL and Brightspace OAuth2 Access Token URL.",
  },
];
