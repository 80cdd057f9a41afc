import "@/test-support/api/env";
import type { env as siteEnv } from "@/lib/env";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { registrationProblemMessages, type RegistrationProblem } from "@/lib/messages/lti-registration";
import { issueInvite, readInvite } from "@/lib/lti/registration/invite";
import { TOOL_CONFIGURATION_CLAIM } from "@/lib/lti/registration/tool-registration";
import { platformsOfIssuer } from "@/lib/lti/store/platforms";
import { isInviteSpent } from "@/lib/lti/store/spent-invites";
import { resetStoreForTests, storeDb } from "@/lib/store";
import { apiRequest } from "@/test-support/api/requests";
import { useMemoryStore } from "@/test-support/store/memory-store";
import * as route from "./route";

// The platform below is the loopback stand-in: its one explicit setting lets the tool call it over http.
jest.mock("@/lib/env", () => {
  const actual = jest.requireActual<typeof import("@/lib/env")>("@/lib/env");
  return { ...actual, env: { ...actual.env, LTI_ALLOW_LOOPBACK_PLATFORMS: true } };
});

const mockedEnv = (jest.requireMock("@/lib/env") as { env: { -readonly [K in keyof typeof siteEnv]: (typeof siteEnv)[K] } }).env;

jest.setTimeout(60_000);

/** A platform whose configuration (GET /<variant>/openid-configuration) or registration endpoint (POST /<variant>/register) misbehaves one way each. */
let server: Server;
let base = "";

beforeAll(async () => {
  await useMemoryStore();
  server = createServer((req, res) => {
    const [, variant, step] = new URL(req.url ?? "/", base).pathname.split("/");
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
    if (step === "openid-configuration") {
      if (variant === "redirect") return res.writeHead(302, { location: "http://127.0.0.1:9/openid-configuration" }).end();
      return json(200, {
        issuer: variant === "wrong-issuer" ? "https://another-platform.example" : base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        jwks_uri: `${base}/jwks`,
        registration_endpoint: `${base}/${variant}/register`,
        "https://purl.imsglobal.org/spec/lti-platform-configuration": { product_family_code: "loopback-lms" },
        ...(variant === "too-large" ? { padding: "x".repeat(70 * 1024) } : {}),
      });
    }
    req.resume();
    req.on("end", () => {
      if (variant === "registration-error") return json(500, { error: "server_error" });
      if (variant === "not-json") return res.writeHead(200, { "content-type": "application/json" }).end("{ not json");
      json(200, { [TOOL_CONFIGURATION_CLAIM]: { deployment_id: "d" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await resetStoreForTests();
});

/** The page the platform opens (GET), or the admin's "Register" on it (POST): its status, title and words. */
async function open(method: "GET" | "POST", token: string, openidConfiguration: string) {
  const params = new URLSearchParams({ openid_configuration: openidConfiguration, registration_token: "registration-token" });
  const req =
    method === "GET"
      ? apiRequest("GET", `/api/lti/register/${token}?${params}`)
      : apiRequest("POST", `/api/lti/register/${token}`, {
          raw: params.toString(),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        });
  const answer = await route[method](req, { params: Promise.resolve({ invite: token }) });
  const html = (await answer.text()).replace(/&#39;/g, "'");
  return { status: answer.status, title: /<h1>([^<]*)<\/h1>/.exec(html)?.[1], html };
}

describe("a Dynamic Registration refused in the admin's words, nothing registered", () => {
  // BASE is the platform's address; the last column is the loopback stand-in's setting (off: as in production).
  it.each<[string, "GET" | "POST", string, RegistrationProblem, number, boolean]>([
    ["an unreachable configuration", "GET", "http://127.0.0.1:9/openid-configuration", "unreachable", 502, true],
    ["an issuer that is not the configuration's address", "GET", "BASE/wrong-issuer/openid-configuration", "issuer-mismatch", 422, true],
    ["a configuration that redirects elsewhere", "GET", "BASE/redirect/openid-configuration", "redirected", 502, true],
    ["a configuration larger than 64 KiB", "GET", "BASE/too-large/openid-configuration", "too-large", 422, true],
    ["a registration endpoint that answers 500", "POST", "BASE/registration-error/openid-configuration", "registration-status", 502, true],
    ["a registration answer that is not JSON", "POST", "BASE/not-json/openid-configuration", "registration-not-json", 502, true],
    ["a registration answer without a client id", "POST", "BASE/no-client-id/openid-configuration", "missing-client-id", 502, true],
    ["a configuration on plain http, refused before anything is called", "GET", "BASE/ok/openid-configuration", "not-https", 422, false],
  ])("%s", async (_what, method, configuration, problem, status, loopback) => {
    const { token } = await issueInvite(`School ${problem}`, 7, new Date());
    mockedEnv.LTI_ALLOW_LOOPBACK_PLATFORMS = loopback;
    const answer = await open(method, token, configuration.replace("BASE", base)).finally(
      () => (mockedEnv.LTI_ALLOW_LOOPBACK_PLATFORMS = true),
    );
    expect([answer.status, answer.title]).toEqual([status, registrationProblemMessages[problem].title]);
    expect(answer.html).toContain("Nothing was registered.");
    expect(await platformsOfIssuer(await storeDb(), base)).toEqual([]);
    // A failed try costs nothing: the same link still opens the registration.
    const invite = await readInvite(token);
    expect(invite.ok && (await isInviteSpent(await storeDb(), invite.invite))).toBe(false);
  });
});
