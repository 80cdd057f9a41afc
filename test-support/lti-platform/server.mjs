// An LTI 1.3 platform simulator for the e2e suite, on loopback: its own key pair and JWKS, a course
// page that starts the OIDC login (/start), an authorisation endpoint that signs id_tokens for any
// role and message type with one chosen fault (/authorize), a replay of a user's last launch (/replay?sub=), and
// a deep-linking return URL that verifies the tool's answer against the tool's JWKS (/deep-link-return),
// Dynamic Registration (./dynamic-registration.mjs), the token and roster services (./nrps.mjs) and the
// grade services with their gradebook (./ags.mjs).
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { createRemoteJWKSet, exportJWK, generateKeyPair, jwtVerify } from "jose";
import { registration, simulatorPort, toolUrl } from "./config.mjs";
import { autoPost, page } from "./html.mjs";
import { signIdToken } from "./id-token.mjs";
import { adminPage, dynamicClients, lastClient, openidConfiguration, register } from "./dynamic-registration.mjs";
import { memberships, tokenEndpoint } from "./nrps.mjs";
import { createGradeServices } from "./ags.mjs";

async function keyPair() {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = randomUUID();
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

// `other` is never published: a token signed with it is a forgery.
const keys = { signing: await keyPair(), other: await keyPair() };
const scenarios = new Map();
/** The last launch posted for each LMS user (sub), to post it again. */
const lastLaunches = new Map();
const toolJwks = createRemoteJWKSet(new URL(`${toolUrl}/api/lti/jwks`));
const grades = createGradeServices(registration.issuer);

const send = (res, status, type, body) => res.writeHead(status, { "content-type": type, "cache-control": "no-store" }).end(body);
const html = (res, status, body) => send(res, status, "text/html; charset=utf-8", body);

/** GET /start?role=&message=&game=&code=&fault=&name=&email=&sub=&target=&login_iss=&login_client_id=&login_method=&client=&course=&roster= */
function start(url, res) {
  const q = Object.fromEntries(url.searchParams);
  // A tool registered by Dynamic Registration: its client id, and the deployment made with it.
  if (q.client) {
    q.login_client_id ??= q.client;
    q.deployment = dynamicClients.get(q.client) ?? "unknown";
  }
  const id = randomUUID();
  scenarios.set(id, q);
  const login = {
    iss: q.login_iss ?? registration.issuer,
    login_hint: q.sub ?? "lms-user-ada",
    target_link_uri: `${toolUrl}/api/lti/launch`,
    lti_message_hint: id,
    client_id: q.login_client_id ?? registration.clientId,
  };
  if (q.login_method === "get") {
    res.writeHead(302, { location: `${toolUrl}/api/lti/login?${new URLSearchParams(login)}` }).end();
  } else {
    html(res, 200, autoPost(`${toolUrl}/api/lti/login`, login));
  }
}

/** The OIDC authorisation endpoint: checks the tool's request as a platform would, then posts the id_token. */
async function authorize(url, res) {
  const q = Object.fromEntries(url.searchParams);
  const expected = {
    scope: "openid",
    response_type: "id_token",
    response_mode: "form_post",
    prompt: "none",
    client_id: registration.clientId,
    redirect_uri: `${toolUrl}/api/lti/launch`,
  };
  const scenario = scenarios.get(q.lti_message_hint);
  if (scenario?.client) expected.client_id = scenario.client;
  const wrong = Object.entries(expected)
    .filter(([key, value]) => q[key] !== value)
    .map(([key]) => key);
  if (!q.state || !q.nonce) wrong.push("state/nonce");
  if (!scenario) wrong.push("lti_message_hint");
  if (wrong.length) return html(res, 400, page("The tool's authorisation request is wrong", [wrong.join(", ")]));
  const idToken = await signIdToken(scenario, { nonce: q.nonce, keys });
  const fields = scenario.fault === "no-state" ? { id_token: idToken } : { id_token: idToken, state: q.state };
  lastLaunches.set(scenario.sub ?? "lms-user-ada", { action: q.redirect_uri, fields });
  html(res, 200, autoPost(q.redirect_uri, fields));
}

async function readBody(req) {
  let body = "";
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 256 * 1024) throw new Error("body too large");
  }
  return body;
}
const readForm = async (req) => new URLSearchParams(await readBody(req));
const readJson = async (req) => {
  try {
    return JSON.parse(await readBody(req));
  } catch {
    return null;
  }
};
const knownClients = () => [registration.clientId, ...dynamicClients.keys()];

/** The deep-linking return URL: the tool's answer is trusted only once its signature checks out. */
async function deepLinkReturn(req, res) {
  const jwt = (await readForm(req)).get("JWT") ?? "";
  try {
    const { payload } = await jwtVerify(jwt, toolJwks, {
      issuer: registration.clientId,
      audience: registration.issuer,
      algorithms: ["RS256"],
    });
    const dl = "https://purl.imsglobal.org/spec/lti-dl/claim/";
    const lti = "https://purl.imsglobal.org/spec/lti/claim/";
    if (payload[`${lti}message_type`] !== "LtiDeepLinkingResponse") throw new Error("not an LtiDeepLinkingResponse");
    if (payload[`${lti}deployment_id`] !== registration.deploymentId) throw new Error("wrong deployment id");
    if (payload[`${dl}data`] !== "simulator-opaque-data") throw new Error("the request's data was not returned");
    const [item] = payload[`${dl}content_items`] ?? [];
    if (item?.type !== "ltiResourceLink") throw new Error("no ltiResourceLink");
    html(
      res,
      200,
      page("Deep linking response verified", [
        `Title: ${item.title}`,
        `Game: ${item.custom?.game ?? "(none)"}`,
        `Session code: ${item.custom?.session_code ?? "(none)"}`,
        `Launch URL: ${item.url}`,
      ]),
    );
  } catch (error) {
    html(res, 400, page("Deep linking response refused", [error instanceof Error ? error.message : String(error)]));
  }
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
  try {
    if (req.method === "GET" && url.pathname === "/health") return send(res, 200, "text/plain", "ok");
    if (req.method === "GET" && url.pathname === "/jwks")
      return send(res, 200, "application/json", JSON.stringify({ keys: [keys.signing.publicJwk] }));
    // The keys a hostile registration names ("takeover"): the pair whose tokens are otherwise forgeries.
    if (req.method === "GET" && url.pathname === "/jwks-other")
      return send(res, 200, "application/json", JSON.stringify({ keys: [keys.other.publicJwk] }));
    if (req.method === "GET" && url.pathname === "/start") return start(url, res);
    if (req.method === "GET" && url.pathname === "/authorize") return await authorize(url, res);
    if (req.method === "GET" && url.pathname === "/replay") {
      const last = lastLaunches.get(url.searchParams.get("sub") ?? "lms-user-ada");
      return last ? html(res, 200, autoPost(last.action, last.fields)) : html(res, 404, page("No launch yet", []));
    }
    if (req.method === "POST" && url.pathname === "/deep-link-return") return await deepLinkReturn(req, res);
    if (req.method === "GET" && url.pathname === "/dr/admin") return adminPage(url, res);
    if (req.method === "GET" && url.pathname === "/dr/last-client") return lastClient(res);
    const dr = /^\/dr\/([a-z-]+)\/(openid-configuration|register)$/.exec(url.pathname);
    if (dr && req.method === "GET" && dr[2] === "openid-configuration") return openidConfiguration(dr[1], res);
    if (dr && req.method === "POST" && dr[2] === "register") return await register(dr[1], req, res, readJson);
    if (req.method === "POST" && url.pathname === "/token")
      return await tokenEndpoint(await readForm(req), res, { toolJwks, knownClients });
    const nrps = /^\/nrps\/([a-z0-9-]+)$/.exec(url.pathname);
    if (nrps && req.method === "GET") return await memberships(nrps[1], url, req, res);
    if (await grades.handle(req, res, url)) return;
    html(res, 404, page("Not found", [url.pathname]));
  } catch (error) {
    html(res, 500, page("Simulator error", [error instanceof Error ? error.message : String(error)]));
  }
});

server.listen(simulatorPort, "127.0.0.1", () => console.log(`LTI platform simulator on ${registration.issuer}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
