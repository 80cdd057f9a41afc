import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";
import { claims } from "./claims";
import type { Platform } from "./platform-schema";
import { createJwksCache } from "./platform-jwks";
import { verifyIdToken } from "./verify-id-token";

const platform: Platform = {
  issuer: "https://lms.example.edu",
  clientId: "tool-client",
  deploymentIds: ["dep-1"],
  authLoginUrl: "https://lms.example.edu/auth",
  jwksUrl: "https://lms.example.edu/jwks",
  tokenUrl: "https://lms.example.edu/token",
  name: "LMS",
  registeredBy: "operator",
  hosts: [],
};
const NONCE = "nonce-of-this-state";
const NOW = new Date("2026-03-01T12:00:00Z");
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

interface Key {
  kid: string;
  privateKey: CryptoKey;
  jwk: Record<string, unknown>;
}

async function newKey(kid: string): Promise<Key> {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256" } };
}

function launchPayload(overrides: JWTPayload = {}): JWTPayload {
  return {
    nonce: NONCE,
    sub: "user-1",
    [claims.messageType]: "LtiResourceLinkRequest",
    [claims.version]: "1.3.0",
    [claims.deploymentId]: "dep-1",
    [claims.roles]: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
    [claims.resourceLink]: { id: "link-1" },
    ...overrides,
  };
}

function sign(
  key: Key,
  payload: JWTPayload = launchPayload(),
  { iat = seconds(NOW), exp = seconds(NOW) + 300, iss = platform.issuer, aud = platform.clientId as string | string[] } = {},
) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: "RS256", kid: key.kid })
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key.privateKey);
}

/** A platform whose published key set the test changes, and a clock the test moves. */
function fakePlatform(published: Key[]) {
  const state = { published, now: NOW.getTime(), fetches: 0 };
  const cache = createJwksCache({
    fetchJwks: async () => {
      state.fetches++;
      return { keys: state.published.map((key) => key.jwk) };
    },
    now: () => state.now,
  });
  const verify = (token: string) =>
    verifyIdToken(token, { platform, nonce: NONCE, keys: cache.keyResolver(platform.jwksUrl), now: new Date(state.now) });
  return { state, verify };
}

let current: Key;
let next: Key;
beforeAll(async () => {
  [current, next] = await Promise.all([newKey("key-2026"), newKey("key-2027")]);
});

describe("verifying a platform's id_token", () => {
  it("accepts a launch signed with the platform's published key", async () => {
    const { verify } = fakePlatform([current]);
    const result = await verify(await sign(current));
    expect(result).toMatchObject({ ok: true, claims: { sub: "user-1" } });
  });

  it("allows a minute of clock skew either way, and no more", async () => {
    const { verify } = fakePlatform([current]);
    const justExpired = await sign(current, undefined, { iat: seconds(NOW) - 400, exp: seconds(NOW) - 50 });
    const fromTheFuture = await sign(current, undefined, { iat: seconds(NOW) + 50, exp: seconds(NOW) + 350 });
    expect(await verify(justExpired)).toMatchObject({ ok: true });
    expect(await verify(fromTheFuture)).toMatchObject({ ok: true });
    const expired = await sign(current, undefined, { iat: seconds(NOW) - 400, exp: seconds(NOW) - 70 });
    const tooEarly = await sign(current, undefined, { iat: seconds(NOW) + 70, exp: seconds(NOW) + 370 });
    expect(await verify(expired)).toMatchObject({ ok: false, reason: "expired" });
    expect(await verify(tooEarly)).toMatchObject({ ok: false, reason: "expired" });
  });

  it("refuses a token older than ten minutes even when its exp is far off", async () => {
    const { verify } = fakePlatform([current]);
    const old = await sign(current, undefined, { iat: seconds(NOW) - 3600, exp: seconds(NOW) + 3600 });
    expect(await verify(old)).toMatchObject({ ok: false, reason: "expired" });
  });

  it.each<[string, { iss?: string; aud?: string | string[] }, string]>([
    ["another issuer", { iss: "https://evil.example" }, "wrong-issuer"],
    ["another audience", { aud: "other-tool" }, "wrong-audience"],
    ["several audiences without azp", { aud: ["tool-client", "other-tool"] }, "wrong-audience"],
  ])("refuses %s", async (_what, options, reason) => {
    const { verify } = fakePlatform([current]);
    expect(await verify(await sign(current, undefined, options))).toMatchObject({ ok: false, reason });
  });

  it.each([
    ["an azp naming another tool", { azp: "other-tool" }, "wrong-audience"],
    ["another nonce", { nonce: "someone-else's" }, "wrong-nonce"],
    ["an unregistered deployment", { [claims.deploymentId]: "dep-9" }, "unknown-deployment"],
    ["LTI 1.1's version", { [claims.version]: "1.1" }, "unsupported-message"],
    ["an unknown message type", { [claims.messageType]: "LtiSubmissionReviewRequest" }, "unsupported-message"],
    ["a resource link launch without its link", { [claims.resourceLink]: undefined }, "missing-claims"],
    ["a 300-character subject", { sub: "x".repeat(300) }, "missing-claims"],
  ] as const)("refuses %s", async (_what, overrides, reason) => {
    const { verify } = fakePlatform([current]);
    expect(await verify(await sign(current, launchPayload(overrides)))).toMatchObject({ ok: false, reason });
  });

  it("refuses a token signed with a key the platform does not publish, and an unsigned one", async () => {
    const { verify } = fakePlatform([current]);
    const forger = await newKey("key-2026");
    expect(await verify(await sign(forger))).toMatchObject({ ok: false, reason: "wrong-signature" });
    const [, payload] = (await sign(current)).split(".");
    const none = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${payload}.`;
    expect(await verify(none)).toMatchObject({ ok: false, reason: "wrong-signature" });
    expect(await verify("not.a.token")).toMatchObject({ ok: false, reason: "bad-token" });
  });

  it("refuses a huge token before reading it", async () => {
    const { verify, state } = fakePlatform([current]);
    expect(await verify("a".repeat(40_000))).toMatchObject({ ok: false, reason: "too-large" });
    expect(state.fetches).toBe(0);
  });
});

describe("the platform's key rotation", () => {
  it("accepts a token signed with the platform's new key once its JWKS publishes it", async () => {
    const { verify, state } = fakePlatform([current]);
    expect(await verify(await sign(current))).toMatchObject({ ok: true });
    state.published = [current, next];
    state.now += 61_000;
    expect(
      await verify(await sign(next, undefined, { iat: seconds(new Date(state.now)), exp: seconds(new Date(state.now)) + 300 })),
    ).toMatchObject({ ok: true });
    expect(state.fetches).toBe(2);
  });

  it("reads the JWKS at most once a minute, however many unknown kids arrive", async () => {
    const { verify, state } = fakePlatform([current]);
    await verify(await sign(current));
    state.published = [current, next];
    state.now += 30_000;
    const early = await sign(next, undefined, { iat: seconds(new Date(state.now)), exp: seconds(new Date(state.now)) + 300 });
    for (let i = 0; i < 5; i++) expect(await verify(early)).toMatchObject({ ok: false, reason: "wrong-signature" });
    expect(state.fetches).toBe(1);
    state.now += 31_000;
    expect(await verify(early)).toMatchObject({ ok: true });
    expect(state.fetches).toBe(2);
  });

  it("says the platform is unreachable when its JWKS cannot be read", async () => {
    const { verifyIdToken: verifyWith } = await import("./verify-id-token");
    const cache = createJwksCache({
      fetchJwks: async () => {
        throw new Error("connect ECONNREFUSED");
      },
      now: () => NOW.getTime(),
    });
    const result = await verifyWith(await sign(current), { platform, nonce: NONCE, keys: cache.keyResolver(platform.jwksUrl), now: NOW });
    expect(result).toMatchObject({ ok: false, reason: "platform-unreachable" });
  });
});
