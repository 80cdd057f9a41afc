// The platform side of 1EdTech LTI Dynamic Registration 1.0 for the simulator: an admin page that opens the
// tool's registration link with openid_configuration and registration_token (/dr/admin), the OpenID
// configuration (/dr/<variant>/openid-configuration), and the registration endpoint that checks the Bearer
// token and the posted client metadata (/dr/<variant>/register). Variants misbehave one way each.
import { randomUUID } from "node:crypto";
import { page } from "./html.mjs";
import { registration, simulatorUrl, toolUrl } from "./config.mjs";

const NRPS_SCOPE = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly";
const AGS = "https://purl.imsglobal.org/spec/lti-ags/scope/";
const AGS_SCOPES = [`${AGS}lineitem`, `${AGS}result.readonly`, `${AGS}score`];
const TOOL_CONFIGURATION = "https://purl.imsglobal.org/spec/lti-tool-configuration";

/** Registration tokens given to the tool (token → variant), and the tools registered (client id → deployment id). */
const tokens = new Map();
export const dynamicClients = new Map();

const escapeJs = (value) => JSON.stringify(value).replace(/</g, "\\u003c");

/** GET /dr/admin?url=<tool registration link>&variant=ok: the LMS admin's "register by URL" page. */
export function adminPage(url, res) {
  const toolLink = url.searchParams.get("url") ?? "";
  const variant = url.searchParams.get("variant") ?? "ok";
  const token = randomUUID();
  tokens.set(token, variant);
  const configUrl = url.searchParams.get("config") ?? `${simulatorUrl}/dr/${variant}/openid-configuration`;
  const target = `${toolLink}${toolLink.includes("?") ? "&" : "?"}${new URLSearchParams({ openid_configuration: configUrl, registration_token: token })}`;
  const body = `<!doctype html><html><head><title>Register a tool</title></head><body><h1>Register a tool</h1>
<p><button id="open" type="button">Open the tool's registration</button></p><p id="status">Waiting for the tool.</p>
<script>
var target = ${escapeJs(target)}, popup = null;
document.getElementById("open").addEventListener("click", function () { popup = window.open(target); });
window.addEventListener("message", function (event) {
  if (event.data && event.data.subject === "org.imsglobal.lti.close") {
    document.getElementById("status").innerHTML = "<strong>Registration window closed</strong>";
    if (popup) popup.close();
  }
});
</script></body></html>`;
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(body);
}

function configuration(variant) {
  return {
    issuer: variant === "wrong-issuer" ? "https://another-platform.example" : simulatorUrl,
    authorization_endpoint: `${simulatorUrl}/authorize`,
    token_endpoint: `${simulatorUrl}/token`,
    // "takeover": a hostile registration of this issuer, with keys of its own (the simulator's unpublished pair).
    jwks_uri: variant === "takeover" ? `${simulatorUrl}/jwks-other` : `${simulatorUrl}/jwks`,
    registration_endpoint: `${simulatorUrl}/dr/${variant}/register`,
    token_endpoint_auth_methods_supported: ["private_key_jwt"],
    token_endpoint_auth_signing_alg_values_supported: ["RS256"],
    id_token_signing_alg_values_supported: ["RS256"],
    scopes_supported: ["openid", NRPS_SCOPE, ...AGS_SCOPES],
    response_types_supported: ["id_token"],
    claims_supported: ["iss", "sub", "name", "email"],
    "https://purl.imsglobal.org/spec/lti-platform-configuration": {
      product_family_code: "bizsim-simulator",
      version: "1.0",
      messages_supported: [{ type: "LtiResourceLinkRequest" }, { type: "LtiDeepLinkingRequest" }],
    },
    ...(variant === "too-large" ? { padding: "x".repeat(70 * 1024) } : {}),
  };
}

/** GET /dr/<variant>/openid-configuration */
export function openidConfiguration(variant, res) {
  // Where it points does not matter, the tool follows no redirect; loopback, so a tool that did reaches nothing.
  if (variant === "redirect") return res.writeHead(302, { location: "http://127.0.0.1:9/openid-configuration" }).end();
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(configuration(variant)));
}

/** What is wrong with the tool's client registration, as a platform checks it. */
function problemsOf(body) {
  const tool = body?.[TOOL_CONFIGURATION];
  const launch = `${toolUrl}/api/lti/launch`;
  const checks = [
    [body?.application_type === "web", "application_type"],
    [JSON.stringify(body?.response_types) === '["id_token"]', "response_types"],
    [body?.grant_types?.includes("implicit") && body?.grant_types?.includes("client_credentials"), "grant_types"],
    [body?.initiate_login_uri === `${toolUrl}/api/lti/login`, "initiate_login_uri"],
    [Array.isArray(body?.redirect_uris) && body.redirect_uris.includes(launch), "redirect_uris"],
    [body?.jwks_uri === `${toolUrl}/api/lti/jwks`, "jwks_uri"],
    [body?.token_endpoint_auth_method === "private_key_jwt", "token_endpoint_auth_method"],
    [typeof body?.client_name === "string" && body.client_name.length > 0, "client_name"],
    [
      [NRPS_SCOPE, ...AGS_SCOPES].every((scope) =>
        String(body?.scope ?? "")
          .split(" ")
          .includes(scope),
      ),
      "scope",
    ],
    [tool?.domain === new URL(toolUrl).host, "domain"],
    [tool?.target_link_uri === launch, "target_link_uri"],
    [Array.isArray(tool?.claims) && tool.claims.includes("sub"), "claims"],
    [["LtiResourceLinkRequest", "LtiDeepLinkingRequest"].every((type) => tool?.messages?.some((m) => m.type === type)), "messages"],
  ];
  return checks.filter(([ok]) => !ok).map(([, name]) => name);
}

/** POST /dr/<variant>/register */
export async function register(variant, req, res, readJson) {
  const json = (status, value) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
  const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
  if (tokens.get(token) !== variant) return json(401, { error: "invalid_token" });
  const body = await readJson(req);
  const problems = problemsOf(body);
  if (problems.length) return json(400, { error: "invalid_client_metadata", error_description: problems.join(", ") });
  if (variant === "registration-error") return json(500, { error: "server_error" });
  if (variant === "not-json") return res.writeHead(200, { "content-type": "application/json" }).end("{ not json");
  if (variant === "no-client-id") return json(200, { ...body, [TOOL_CONFIGURATION]: { ...body[TOOL_CONFIGURATION], deployment_id: "d" } });
  tokens.delete(token);
  // It answers the client id the platform's operator registered, as if to take that registration over.
  if (variant === "takeover")
    return json(200, {
      ...body,
      client_id: registration.clientId,
      [TOOL_CONFIGURATION]: { ...body[TOOL_CONFIGURATION], deployment_id: registration.deploymentId },
    });
  const n = dynamicClients.size + 1;
  const clientId = `dr-client-${n}`;
  const deploymentId = `dr-deployment-${n}`;
  dynamicClients.set(clientId, deploymentId);
  json(200, { ...body, client_id: clientId, [TOOL_CONFIGURATION]: { ...body[TOOL_CONFIGURATION], deployment_id: deploymentId } });
}

/** GET /dr/last-client: the client id the last registration gave (as the LMS admin's tool list shows it). */
export function lastClient(res) {
  const last = [...dynamicClients.keys()].pop();
  res
    .writeHead(200, { "content-type": "text/html; charset=utf-8" })
    .end(page("Registered tools", [last ? `Client id: ${last}` : "None yet"]));
}
