import { parseEnv, startProblem } from "./env";

const upstream = {
  UPSTREAM_API_URL: "https://api.example.org",
  UPSTREAM_ADMIN_API_URL: "https://admin.example.org",
  UPSTREAM_CONTACT_API_URL: "https://contact.example.org",
};

describe("a production server needs an upstream", () => {
  it("refuses to start without an upstream address or EMBEDDED_UPSTREAM, and names the setting", () => {
    expect(startProblem(parseEnv({ NODE_ENV: "production" }))).toMatch(/^Invalid environment: EMBEDDED_UPSTREAM .*UPSTREAM_API_URL/);
    expect(startProblem(parseEnv({ NODE_ENV: "production", EMBEDDED_UPSTREAM: "false" }))).toMatch(/EMBEDDED_UPSTREAM/);
  });

  it("runs the in-process reference upstream when EMBEDDED_UPSTREAM=true asks for it", () => {
    const embedded = parseEnv({ NODE_ENV: "production", EMBEDDED_UPSTREAM: "true" });
    expect([embedded.upstreamMode, startProblem(embedded)]).toEqual(["embedded", null]);
  });

  it("runs against the upstream addresses when they are set", () => {
    const http = parseEnv({ NODE_ENV: "production", ...upstream });
    expect([http.upstreamMode, startProblem(http)]).toEqual(["http", null]);
  });

  it("does not ask while next build prerenders pages, nor outside production", () => {
    expect(startProblem(parseEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" }))).toBeNull();
    expect(startProblem(parseEnv({ NODE_ENV: "development" }))).toBeNull();
  });
});

describe("trusted proxy hops", () => {
  it("default to none and take a whole number up to 10", () => {
    expect(parseEnv({}).TRUST_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUST_PROXY_HOPS: "1" }).TRUST_PROXY_HOPS).toBe(1);
    expect(() => parseEnv({ TRUST_PROXY_HOPS: "one" })).toThrow(/TRUST_PROXY_HOPS/);
  });
});

describe("upstream calls", () => {
  it("time out after 5 s and let 32 wait at once by default; both are settings", () => {
    expect(parseEnv({})).toMatchObject({ UPSTREAM_TIMEOUT_MS: 5_000, UPSTREAM_MAX_PENDING: 32 });
    expect(parseEnv({ UPSTREAM_TIMEOUT_MS: "2000", UPSTREAM_MAX_PENDING: "8" })).toMatchObject({
      UPSTREAM_TIMEOUT_MS: 2_000,
      UPSTREAM_MAX_PENDING: 8,
    });
    expect(() => parseEnv({ UPSTREAM_MAX_PENDING: "0" })).toThrow(/UPSTREAM_MAX_PENDING/);
  });
});

describe("the game hosts' completion secrets", () => {
  const secret = "s".repeat(32);

  it("are host-id:secret pairs, each secret 32 to 256 characters without spaces or commas", () => {
    expect(parseEnv({}).GAME_HOST_SECRETS).toBeUndefined();
    expect(parseEnv({ GAME_HOST_SECRETS: `ev-gambit:${secret},toc-host:${secret}x` }).GAME_HOST_SECRETS).toBe(
      `ev-gambit:${secret},toc-host:${secret}x`,
    );
    for (const bad of [`ev-gambit:${"s".repeat(31)}`, `ev gambit:${secret}`, `ev-gambit:${secret} x`, "ev-gambit", `:${secret}`]) {
      expect(() => parseEnv({ GAME_HOST_SECRETS: bad })).toThrow(/GAME_HOST_SECRETS/);
    }
  });
});

describe("the store's pool", () => {
  it("holds ten connections per instance unless told, and refuses a size PostgreSQL would not take", () => {
    expect(parseEnv({}).STORE_POOL_SIZE).toBe(10);
    expect(parseEnv({ STORE_POOL_SIZE: "20" }).STORE_POOL_SIZE).toBe(20);
    expect(() => parseEnv({ STORE_POOL_SIZE: "0" })).toThrow(/STORE_POOL_SIZE/);
  });
});

describe("the score outbox's speed", () => {
  it("is the real schedule unless a test server asks for a faster one, at most an hour in a second", () => {
    expect(parseEnv({}).LTI_SCORE_RETRY_SPEEDUP).toBe(1);
    expect(parseEnv({ LTI_SCORE_RETRY_SPEEDUP: "20" }).LTI_SCORE_RETRY_SPEEDUP).toBe(20);
    for (const bad of ["0", "3601", "fast", "1.5"])
      expect(() => parseEnv({ LTI_SCORE_RETRY_SPEEDUP: bad })).toThrow(/LTI_SCORE_RETRY_SPEEDUP/);
  });
});
