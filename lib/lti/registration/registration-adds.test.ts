import "@/test-support/api/env";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { resetStoreForTests, storeDb } from "@/lib/store";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { claims } from "../claims";
import { fetchJwks } from "../fetch-jwks";
import { createJwksCache } from "../platform-jwks";
import { findPlatform, savePlatform } from "../store/platforms";
import { isInviteSpent } from "../store/spent-invites";
import { verifyIdToken } from "../verify-id-token";
import { completeRegistration } from "./dynamic-registration";
import { issueInvite, readInvite } from "./invite";
import { TOOL_CONFIGURATION_CLAIM } from "./tool-registration";

// The platform below is the loopback stand-in: its one explicit setting lets the tool call it over http.
jest.mock("@/lib/env", () => {
  const actual = jest.requireActual<typeof import("@/lib/env")>("@/lib/env");
  return { ...actual, env: { ...actual.env, LTI_ALLOW_LOOPBACK_PLATFORMS: true } };
});

jest.setTimeout(60_000);

interface Key {
  kid: string;
  privateKey: CryptoKey;
  jwk: Record<string, unknown>;
}

async function newKey(kid: string): Promise<Key> {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

/** What the platform answers: the client id its registration endpoint gives, and where its configuration says its keys are. */
const answers = { clientId: "client-1", deploymentId: "deployment-1", jwksPath: "/jwks-a" };
const keys: Record<string, Key> = {};
let server: Server;
let base = "";

beforeAll(async () => {
  await useMemoryStore();
  keys["/jwks-a"] = await newKey("key-a");
  keys["/jwks-b"] = await newKey("key-b");
  server = createServer((req, res) => {
    const json = (value: unknown) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value));
    const path = new URL(req.url ?? "/", base).pathname;
    if (path === "/openid-configuration") {
      return json({
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        jwks_uri: `${base}${answers.jwksPath}`,
        registration_endpoint: `${base}/register`,
        "https://purl.imsglobal.org/spec/lti-platform-configuration": { product_family_code: "loopback-lms" },
      });
    }
    if (path === "/register") {
      req.resume();
      return req.on("end", () =>
        json({ client_id: answers.clientId, [TOOL_CONFIGURATION_CLAIM]: { deployment_id: answers.deploymentId } }),
      );
    }
    const key = keys[path];
    if (key) return json({ keys: [key.jwk] });
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await resetStoreForTests();
});

const TOOL = "http://localhost:3000/";

async function register(name: string, hosts: string[] = []) {
  const { token } = await issueInvite(name, 7, new Date(), hosts);
  const request = { openidConfiguration: `${base}/openid-configuration`, registrationToken: "registration-token" };
  return { token, registered: await completeRegistration(await storeDb(), token, request, TOOL) };
}

/** An instructor's launch from the platform, signed with `key`. */
function launch(key: Key, clientId: string) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    nonce: "n",
    sub: "prof-1",
    [claims.messageType]: "LtiResourceLinkRequest",
    [claims.version]: "1.3.0",
    [claims.deploymentId]: answers.deploymentId,
    [claims.roles]: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor"],
    [claims.resourceLink]: { id: "link-1" },
  })
    .setProtectedHeader({ alg: "RS256", kid: key.kid })
    .setIssuer(base)
    .setAudience(clientId)
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(key.privateKey);
}

async function verifiedWith(key: Key, clientId: string) {
  const platform = (await findPlatform(await storeDb(), base, clientId))!;
  const keysOf = createJwksCache({ fetchJwks }).keyResolver(platform.jwksUrl);
  return verifyIdToken(await launch(key, clientId), { platform, nonce: "n", keys: keysOf });
}

describe("a Dynamic Registration only adds a platform", () => {
  it("a second registration answering the client id already registered, with new keys, is refused and changes nothing", async () => {
    const first = await register("Loopback School");
    expect(first.registered).toMatchObject({ ok: true, platform: { issuer: base, clientId: "client-1", jwksUrl: `${base}/jwks-a` } });
    expect(await verifiedWith(keys["/jwks-a"]!, "client-1")).toMatchObject({ ok: true });

    answers.jwksPath = "/jwks-b";
    const second = await register("Someone Else");
    expect(second.registered).toEqual({ ok: false, problem: "already-registered", detail: expect.stringContaining("client-1") });
    const kept = await findPlatform(await storeDb(), base, "client-1");
    expect(kept).toMatchObject({ jwksUrl: `${base}/jwks-a`, deploymentIds: ["deployment-1"], name: "Loopback School" });
    // The new key signs nobody in to the registration's accounts, and the platform's own key still does.
    expect(await verifiedWith(keys["/jwks-b"]!, "client-1")).toMatchObject({ ok: false, reason: "wrong-signature" });
    expect(await verifiedWith(keys["/jwks-a"]!, "client-1")).toMatchObject({ ok: true });
    // Nothing was registered, so the invite is not spent.
    const invite = await readInvite(second.token);
    expect(invite.ok && (await isInviteSpent(await storeDb(), invite.invite))).toBe(false);
  });

  it("a registration under a new client id of the same issuer is added beside it, with its own keys", async () => {
    answers.clientId = "client-2";
    answers.jwksPath = "/jwks-b";
    const added = await register("Second Department");
    expect(added.registered).toMatchObject({ ok: true, platform: { clientId: "client-2", jwksUrl: `${base}/jwks-b` } });
    expect(await findPlatform(await storeDb(), base, "client-1")).toMatchObject({ jwksUrl: `${base}/jwks-a` });
    expect(await verifiedWith(keys["/jwks-b"]!, "client-1")).toMatchObject({ ok: false, reason: "wrong-signature" });
  });

  it("refuses a client id its operator registered, too: only the operator changes it", async () => {
    await savePlatform(await storeDb(), {
      issuer: base,
      clientId: "operator-client",
      deploymentIds: ["op-1"],
      authLoginUrl: `${base}/authorize`,
      jwksUrl: `${base}/jwks-a`,
      tokenUrl: `${base}/token`,
    });
    answers.clientId = "operator-client";
    const refused = await register("Takeover");
    expect(refused.registered).toMatchObject({ ok: false, problem: "already-registered" });
    expect(await findPlatform(await storeDb(), base, "operator-client")).toMatchObject({
      jwksUrl: `${base}/jwks-a`,
      deploymentIds: ["op-1"],
      registeredBy: "operator",
    });
  });
});

describe("a registration through an invite that names the platform's other hosts", () => {
  it("keeps them with the platform, where its rosters and gradebooks may then be", async () => {
    answers.clientId = "client-with-hosts";
    const { registered } = await register("Canvas school", ["school.example-lms.com"]);
    expect(registered).toMatchObject({ ok: true });
    expect(await findPlatform(await storeDb(), base, "client-with-hosts")).toMatchObject({ hosts: ["school.example-lms.com"] });
  });
});
