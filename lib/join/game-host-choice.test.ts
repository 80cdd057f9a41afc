import { EnvError, parseEnv } from "@/lib/env";

const http = {
  UPSTREAM_API_URL: "http://127.0.0.1:4010",
  UPSTREAM_ADMIN_API_URL: "http://127.0.0.1:4010",
  UPSTREAM_CONTACT_API_URL: "http://127.0.0.1:4010",
};

describe("the reference game host is chosen only where no real game host is configured", () => {
  it("stands in on a fresh clone: embedded upstream, no game host address", () => {
    expect(parseEnv({}).referenceGameHost).toBe(true);
    expect(parseEnv({ NODE_ENV: "production", EMBEDDED_UPSTREAM: "true" }).referenceGameHost).toBe(true);
  });

  it.each([{ DASHBOARD_HOST_URL: "https://dashboard.example.org" }, { EV_GAMBIT_HOST_URL: "https://ev.example.org" }, http])(
    "is not used with real game hosts or a real upstream: %j",
    (settings) => {
      expect(parseEnv(settings).referenceGameHost).toBe(false);
    },
  );

  it("is used in http mode only when asked for (the e2e suite against the reference upstream over HTTP)", () => {
    expect(parseEnv({ ...http, REFERENCE_GAME_HOST: "true" }).referenceGameHost).toBe(true);
    expect(parseEnv({ REFERENCE_GAME_HOST: "false" }).referenceGameHost).toBe(false);
  });

  it("refuses to start when asked for beside a game host address", () => {
    expect(() => parseEnv({ REFERENCE_GAME_HOST: "true", DASHBOARD_HOST_URL: "https://dashboard.example.org" })).toThrow(EnvError);
    expect(() => parseEnv({ REFERENCE_GAME_HOST: "true", DASHBOARD_HOST_URL: "https://dashboard.example.org" })).toThrow(
      /REFERENCE_GAME_HOST is never used with real game hosts: unset it or DASHBOARD_HOST_URL/,
    );
  });
});
