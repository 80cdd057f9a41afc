// An LMS of the attacker's own for deploy/attacks.test.mjs: one issuer on loopback with any number of
// registrations in the site (each its client id and its own key pair, published at /jwks/<client id>),
// registered with `npm run lti -- add-platform` on the recipe's store, and instructor launches driven as
// raw HTTP (the OIDC login, the signed id_token posted back), as test-support/lti-platform does in a browser.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import path from "node:path";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

const root = path.resolve(import.meta.dirname, "..");
const LTI = "https://purl.imsglobal.org/spec/lti/claim/";
const DEPLOYMENT = "attack-deployment-1";

export async function startLms(site) {
  const keys = new Map(); // client id → { kid, privateKey, publicJwk }
  const server = createServer((req, res) => {
    const clientId = decodeURIComponent(req.url?.match(/^\/jwks\/([^/?]+)/)?.[1] ?? "");
    const key = keys.get(clientId);
    res.writeHead(key ? 200 : 404, { "content-type": "application/json", "cache-control": "no-store" });
    res.end(JSON.stringify({ keys: key ? [key.publicJwk] : [] }));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;

  /** A registration of this issuer in the site, with a key pair of its own. */
  async function register(clientId) {
    const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
    const kid = randomUUID();
    keys.set(clientId, { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } });
    const args = [
      "add-platform",
      "--issuer",
      issuer,
      "--client-id",
      clientId,
      "--deployment-id",
      DEPLOYMENT,
      "--auth-login-url",
      `${issuer}/authorize`,
      "--jwks-url",
      `${issuer}/jwks/${encodeURIComponent(clientId)}`,
      "--token-url",
      `${issuer}/token`,
      "--name",
      `Attacker's LMS (${clientId})`,
    ];
    const result = spawnSync(process.execPath, [path.join(root, "scripts/lti.mjs"), ...args], {
      cwd: root,
      env: process.env,
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`add-platform ${clientId}: ${result.stderr || result.stdout}`);
  }

  function idToken(clientId, { sub, name, nonce }) {
    const key = keys.get(clientId);
    return new SignJWT({
      nonce,
      name,
      email: `${sub}@lms.example.edu`,
      [`${LTI}message_type`]: "LtiResourceLinkRequest",
      [`${LTI}version`]: "1.3.0",
      [`${LTI}deployment_id`]: DEPLOYMENT,
      [`${LTI}target_link_uri`]: `${site}/api/lti/launch`,
      [`${LTI}roles`]: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor"],
      [`${LTI}context`]: { id: "course-39", title: "Attacks 101" },
      [`${LTI}resource_link`]: { id: "link-39", title: "Week 1 game" },
    })
      .setProtectedHeader({ alg: "RS256", kid: key.kid, typ: "JWT" })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(key.privateKey);
  }

  /**
   * An instructor's course link opened by `browser` (deploy/attack-client.mjs): the site's OIDC login,
   * then the id_token posted to its launch address. Answers the launch's answer and its launch token.
   */
  async function instructorLaunch(browser, clientId, { sub, name = "Mallory Instructor" }) {
    const login = new URLSearchParams({
      iss: issuer,
      login_hint: sub,
      target_link_uri: `${site}/api/lti/launch`,
      client_id: clientId,
      lti_message_hint: "x",
    });
    const started = await browser.send(`/api/lti/login?${login}`);
    if (started.status !== 302) throw new Error(`login answered ${started.status}: ${started.body.slice(0, 300)}`);
    const asked = new URL(started.headers.location).searchParams;
    const token = await idToken(clientId, { sub, name, nonce: asked.get("nonce") });
    const launch = await browser.postForm("/api/lti/launch", { id_token: token, state: asked.get("state") });
    const launchToken = new URLSearchParams(new URL(launch.headers.location ?? "/", site).hash.slice(1)).get("token");
    return { launch, launchToken };
  }

  return { issuer, register, instructorLaunch, close: () => new Promise((resolve) => server.close(resolve)) };
}
