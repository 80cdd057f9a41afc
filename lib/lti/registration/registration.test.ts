import { AGS_SCOPES, AGS_SCORE_SCOPE } from "../ags/scopes";
import { checkRegistrationAddress } from "./platform-fetch";
import { issuerMatchesConfigurationUrl, NRPS_SCOPE, platformConfigurationSchema } from "./platform-configuration";
import { clientRegistration, registrationResponseSchema, TOOL_CONFIGURATION_CLAIM } from "./tool-registration";
import { issueInvite, readInvite } from "./invite";

const canvas = platformConfigurationSchema.parse({
  issuer: "https://canvas.instructure.com",
  authorization_endpoint: "https://sso.canvaslms.com/api/lti/authorize_redirect",
  token_endpoint: "https://sso.canvaslms.com/login/oauth2/token",
  jwks_uri: "https://sso.canvaslms.com/api/lti/security/jwks",
  registration_endpoint: "https://school.instructure.com/api/lti/registrations",
  scopes_supported: ["openid", NRPS_SCOPE, ...AGS_SCOPES],
  "https://purl.imsglobal.org/spec/lti-platform-configuration": { product_family_code: "canvas", messages_supported: [] },
});

describe("the client registration the tool posts (Dynamic Registration 1.0 §3.5)", () => {
  const payload = clientRegistration("https://sim.example.org/", canvas);

  it("is an OpenID client of the web: id_token launches, private_key_jwt, the tool's login, launch and keyset addresses", () => {
    expect(payload).toMatchObject({
      application_type: "web",
      response_types: ["id_token"],
      grant_types: ["implicit", "client_credentials"],
      initiate_login_uri: "https://sim.example.org/api/lti/login",
      redirect_uris: ["https://sim.example.org/api/lti/launch"],
      jwks_uri: "https://sim.example.org/api/lti/jwks",
      token_endpoint_auth_method: "private_key_jwt",
      scope: [NRPS_SCOPE, ...AGS_SCOPES].join(" "),
      client_name: "BizSim Lab",
    });
  });

  it("carries the LTI tool configuration: domain, target link, claims, a resource link and a deep-linking message", () => {
    const tool = payload[TOOL_CONFIGURATION_CLAIM];
    expect(tool.domain).toBe("sim.example.org");
    expect(tool.target_link_uri).toBe("https://sim.example.org/api/lti/launch");
    expect(tool.claims).toEqual(expect.arrayContaining(["iss", "sub", "name", "email"]));
    expect(tool.messages.map((m) => m.type)).toEqual(["LtiResourceLinkRequest", "LtiDeepLinkingRequest"]);
    expect(tool.messages[1]).toMatchObject({ placements: ["link_selection", "assignment_selection"] });
    expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
  });

  it("asks no roster or grade scope of a platform that does not offer it, and all of them of one that does not say", () => {
    const moodle = { ...canvas, scopes_supported: ["openid"] };
    expect(clientRegistration("https://sim.example.org", moodle).scope).toBe("");
    const gradesOnly = { ...canvas, scopes_supported: ["openid", AGS_SCORE_SCOPE] };
    expect(clientRegistration("https://sim.example.org", gradesOnly).scope).toBe(AGS_SCORE_SCOPE);
    const silent = { ...canvas, scopes_supported: undefined };
    expect(clientRegistration("https://sim.example.org", silent).scope.split(" ")).toEqual([
      NRPS_SCOPE,
      "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem",
      "https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly",
      "https://purl.imsglobal.org/spec/lti-ags/scope/score",
    ]);
  });

  it("reads the platform's answer: its client id and the deployment it made, or nothing", () => {
    const answer = { client_id: "10000000000042", [TOOL_CONFIGURATION_CLAIM]: { deployment_id: "42:abc" } };
    expect(registrationResponseSchema.parse(answer).client_id).toBe("10000000000042");
    expect(registrationResponseSchema.safeParse({ [TOOL_CONFIGURATION_CLAIM]: { deployment_id: "1" } }).success).toBe(false);
    expect(registrationResponseSchema.safeParse({ client_id: "x" }).success).toBe(false);
  });
});

describe("the platform's configuration", () => {
  it("is refused without the LTI platform configuration or an endpoint", () => {
    const noEndpoint: Record<string, unknown> = { ...canvas };
    delete noEndpoint.registration_endpoint;
    expect(platformConfigurationSchema.safeParse(noEndpoint).success).toBe(false);
    expect(
      platformConfigurationSchema.safeParse({ ...canvas, "https://purl.imsglobal.org/spec/lti-platform-configuration": undefined }).success,
    ).toBe(false);
  });

  it.each([
    ["https://moodle.example.edu", "https://moodle.example.edu/mod/lti/openid-configuration.php", true],
    ["https://moodle.example.edu/", "https://MOODLE.example.edu:443/openid", true],
    ["https://example.edu/moodle", "https://example.edu/moodle/mod/lti/openid-configuration.php", true],
    ["https://canvas.instructure.com", "https://canvas.instructure.com/api/lti/security/openid-configuration", true],
    // The configuration's own origin only: no parent domain, no sibling tenant of a hosting domain.
    ["https://canvas.instructure.com", "https://school.instructure.com/api/lti/security/openid-configuration", false],
    ["https://school.ac.uk", "https://evil.ac.uk/openid-configuration", false],
    ["https://evil.ac.uk", "https://school.ac.uk/openid-configuration", false],
    ["https://school.moodlecloud.com", "https://evil.moodlecloud.com/mod/lti/openid-configuration.php", false],
    ["https://school.brightspace.com", "https://evil.brightspace.com/d2l/.well-known/openid-configuration", false],
    ["https://lms.university.edu", "https://people.university.edu/~x/openid-configuration", false],
    ["https://university.edu", "https://lms.university.edu/openid-configuration", false],
    ["https://lms.university.edu", "https://university.edu/openid-configuration", false],
    ["https://moodle.example.edu", "https://attacker.example/openid-configuration", false],
    ["https://lms.example.edu", "http://lms.example.edu/openid-configuration", false],
    ["https://lms.example.edu", "https://lms.example.edu:8443/openid-configuration", false],
    ["https://example.edu", "https://evil-example.edu/openid", false],
    ["https://user@lms.example.edu", "https://lms.example.edu/openid", false],
    ["not an address", "https://lms.example.edu/openid", false],
  ])("issuer %s with a configuration at %s: %s", (issuer, url, matches) => {
    expect(issuerMatchesConfigurationUrl(issuer, url)).toBe(matches);
  });
});

describe("the addresses the tool calls while registering", () => {
  // Refused before any connection: these addresses are only classified.
  it.each([
    ["http://lms.example.edu/config", ["lms.example.edu"], "not-https"],
    ["https://user:pw@lms.example.edu/config", ["lms.example.edu"], "not-https"],
    ["https://other.example.edu/config", ["lms.example.edu"], "forbidden-host"],
    ["https://127.0.0.1/config", ["127.0.0.1"], "private-address"],
    ["https://0x7f.1/config", ["127.0.0.1"], "private-address"],
    ["https://10.1.2.3/config", ["10.1.2.3"], "private-address"],
    ["https://169.254.169.254/latest", ["169.254.169.254"], "private-address"],
    ["https://2852039166/latest", ["169.254.169.254"], "private-address"],
    ["https://[::1]/config", ["[::1]"], "private-address"],
    ["https://[::ffff:127.0.0.1]/config", ["[::ffff:7f00:1]"], "private-address"],
    ["https://[64:ff9b::a9fe:a9fe]/config", ["[64:ff9b::a9fe:a9fe]"], "private-address"],
    ["https://[2002:a00:1::1]/config", ["[2002:a00:1::1]"], "private-address"],
  ])("%s is refused (%s)", async (url, hosts, problem) => {
    await expect(checkRegistrationAddress(url, hosts)).rejects.toMatchObject({ problem });
  });
});

describe("registration invites", () => {
  it("an invite is read back with its name until it expires, and a changed one is not valid", async () => {
    const now = new Date("2026-11-01T00:00:00Z");
    const { token, invite } = await issueInvite("Example University", 7, now);
    expect(await readInvite(token, new Date("2026-11-07T23:00:00Z"))).toEqual({ ok: true, invite });
    expect(await readInvite(token, new Date("2026-11-08T00:01:00Z"))).toEqual({ ok: false, problem: "expired" });
    expect(await readInvite(`${token.slice(0, -2)}xx`, now)).toEqual({ ok: false, problem: "invalid" });
    expect(await readInvite("", now)).toEqual({ ok: false, problem: "invalid" });
  });

  it("carries the hosts its operator names for the platform, and only host names", async () => {
    const now = new Date("2026-11-01T00:00:00Z");
    const { token } = await issueInvite("Example University", 7, now, ["SSO.canvaslms.com", "lms.example.edu:8443"]);
    expect(await readInvite(token, now)).toMatchObject({ ok: true, invite: { hosts: ["sso.canvaslms.com", "lms.example.edu:8443"] } });
    for (const host of ["https://sso.canvaslms.com", "sso.canvaslms.com/path", "lms.example.edu:443", "a b"]) {
      await expect(issueInvite("Example University", 7, now, [host])).rejects.toThrow(/platform-host/);
    }
  });
});
