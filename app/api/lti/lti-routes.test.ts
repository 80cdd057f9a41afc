import "@/test-support/api/env";
import { resetStoreForTests, storeDb } from "@/lib/store";
import { savePlatform } from "@/lib/lti/store/platforms";
import { stateCookieName } from "@/lib/lti/state-cookie";
import { apiRequest, call } from "@/test-support/api/requests";
import { useMemoryStore } from "@/test-support/store/memory-store";
import * as nextAuth from "../auth/[...nextauth]/route";
import * as deepLinking from "./deep-linking/route";
import * as jwks from "./jwks/route";
import * as launch from "./launch/route";
import * as login from "./login/route";
import { captureLogLines } from "@/test-support/capture-logs";

jest.setTimeout(60_000);

const ISSUER = "https://lms.example.edu";
const form = { "content-type": "application/x-www-form-urlencoded" };
const loginQuery = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    iss: ISSUER,
    login_hint: "user-1",
    target_link_uri: "http://localhost:3000/api/lti/launch",
    client_id: "tool-client",
    ...extra,
  });

afterAll(() => resetStoreForTests());

/** Every refusal leaves the operator a log line with its reason. */
const logs = captureLogLines();
const logged = () => logs.lines.filter((line) => line.level === "warn").map((line) => line.msg);

beforeAll(async () => {
  await useMemoryStore();
  await savePlatform(await storeDb(), {
    issuer: ISSUER,
    clientId: "tool-client",
    deploymentIds: ["dep-1"],
    authLoginUrl: "https://lms.example.edu/authorize",
    jwksUrl: "https://lms.example.edu/jwks",
    tokenUrl: "https://lms.example.edu/token",
  });
});

/** A refusal is a page in words for a person, never a stack trace or JSON. */
async function expectRefusalPage(response: Response, status: number, words: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("text/html");
  const html = await response.text();
  expect(html).toContain(words);
  expect(html).not.toMatch(/Error:|at \w+ \(|node_modules/);
  expect(response.headers.get("set-cookie") ?? "").not.toContain("next-auth");
  return html;
}

async function startLogin(extra: Record<string, string> = {}) {
  const response = await call(login, "GET", `/api/lti/login?${loginQuery(extra)}`, { origin: null });
  const location = new URL(response.headers.get("location")!);
  const state = location.searchParams.get("state")!;
  return { response, location, state, cookie: `${stateCookieName(state)}=${state}` };
}

describe("GET|POST /api/lti/login", () => {
  it("redirects to the platform with state, nonce and the hints, and sets the state cookie for a framed launch", async () => {
    const { response, location, state } = await startLogin({ lti_message_hint: "hint-42" });
    expect(response.status).toBe(302);
    expect(location.origin + location.pathname).toBe("https://lms.example.edu/authorize");
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      scope: "openid",
      response_type: "id_token",
      response_mode: "form_post",
      prompt: "none",
      client_id: "tool-client",
      redirect_uri: "http://localhost:3000/api/lti/launch",
      login_hint: "user-1",
      lti_message_hint: "hint-42",
    });
    expect(location.searchParams.get("nonce")).toMatch(/^[\w-]{32}$/);
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toContain(`${stateCookieName(state)}=${state}`);
    expect(cookie).toMatch(/HttpOnly; Secure; SameSite=None/);
  });

  it.each([
    "https://evil.example/api/lti/launch",
    "http://localhost:3000/lti/sign-in",
    "http://localhost:3000@evil.example/api/lti/launch",
    "http://user@localhost:3000/api/lti/launch",
  ])("a target_link_uri that is not the tool's launch address (%s) is refused", async (target) => {
    const response = await call(login, "GET", `/api/lti/login?${loginQuery({ target_link_uri: target })}`);
    await expectRefusalPage(response, 403, "This link points somewhere else");
  });

  it("an issuer with CR/LF and forged lines → 403, and the log gains one line of ours", async () => {
    const iss = "https://x.example\n[lti] instructor launch from https://lms.example.edu\r\n[next-auth][error] forged";
    const before = logged().length;
    const response = await call(login, "GET", `/api/lti/login?${loginQuery({ iss })}`);
    await expectRefusalPage(response, 403, "This learning platform is not registered");
    const lines = logged().slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[lti\] refused \(unknown-issuer\): login from unregistered issuer https:\/\/x\.example\\n\[lti\] instructor launch/,
    );
    expect(lines[0]).not.toMatch(/[\r\n]/);
  });

  it("takes the same request as a POSTed form", async () => {
    const response = await call(login, "POST", "/api/lti/login", {
      raw: loginQuery().toString(),
      headers: form,
      origin: "https://lms.example.edu",
    });
    expect(response.status).toBe(302);
  });

  it.each([
    ["an unknown issuer", { iss: "https://other.example" }, 403, "This learning platform is not registered"],
    ["an unknown client id", { client_id: "nobody" }, 403, "This tool registration is not known"],
    ["an unknown deployment", { lti_deployment_id: "dep-9" }, 403, "This deployment is not registered"],
    ["a missing login_hint", { login_hint: "" }, 400, "This link did not start a sign-in"],
    ["a 10 000-character issuer", { iss: "x".repeat(10_000) }, 400, "This link did not start a sign-in"],
  ])("refuses %s with a page and a log line", async (_what, extra, status, words) => {
    await expectRefusalPage(await call(login, "GET", `/api/lti/login?${loginQuery(extra)}`), status, words);
    expect(logged()).toEqual([expect.stringMatching(/^\[lti\] refused \([a-z-]+\): /)]);
  });

  it("refuses a huge form and a JSON body", async () => {
    await expectRefusalPage(
      await call(login, "POST", "/api/lti/login", { raw: "a=".padEnd(40_000, "b"), headers: form }),
      413,
      "too large",
    );
    await expectRefusalPage(
      await call(login, "POST", "/api/lti/login", { json: { iss: ISSUER } }),
      400,
      "This link did not start a sign-in",
    );
  });
});

describe("POST /api/lti/launch", () => {
  const post = (body: Record<string, string>, cookie?: string) =>
    call(launch, "POST", "/api/lti/launch", {
      raw: new URLSearchParams(body).toString(),
      headers: form,
      origin: "https://lms.example.edu",
      cookie,
    });

  it("answers nothing but POST", () => {
    expect(Object.keys(launch).filter((name) => /^[A-Z]+$/.test(name))).toEqual(["POST"]);
  });

  it("refuses a launch without state, an unknown state, a body too large and a non-form body", async () => {
    await expectRefusalPage(await post({ id_token: "a.b.c" }), 400, "This launch is incomplete");
    await expectRefusalPage(await post({ id_token: "a.b.c", state: "A".repeat(43) }), 400, "This launch has expired");
    await expectRefusalPage(await post({ id_token: "x".repeat(50_000), state: "s" }), 413, "The launch is too large");
    const json = await call(launch, "POST", "/api/lti/launch", { json: { id_token: "a.b.c", state: "s" } });
    await expectRefusalPage(json, 400, "The launch could not be read");
  });

  it("offers a new window when the state cookie did not come back (third-party cookies blocked)", async () => {
    const { state } = await startLogin();
    const html = await expectRefusalPage(await post({ id_token: "a.b.c", state }), 400, "Continue in a new window");
    const relaunch = /href="([^"]+)" target="_blank"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(relaunch.startsWith("/api/lti/login?")).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(relaunch.split("?")[1]))).toMatchObject({
      iss: ISSUER,
      client_id: "tool-client",
      login_hint: "user-1",
    });
  });

  it("uses a state once: the same form posted again is a replay", async () => {
    const { state, cookie } = await startLogin();
    await expectRefusalPage(await post({ id_token: "not.a.token", state }, cookie), 400, "The launch could not be read");
    await expectRefusalPage(await post({ id_token: "not.a.token", state }, cookie), 401, "This launch was already used");
    expect(logged().at(-1)).toBe("[lti] refused (replayed): launch with a state that is used");
  });
});

describe("the tool's other LTI routes", () => {
  it("takes a launch token to next-auth by POST only (a GET is 405, not next-auth's 500)", async () => {
    const handler = nextAuth.GET as unknown as (req: Request, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;
    const response = await handler(apiRequest("GET", "/api/auth/callback/lti-launch"), {
      params: Promise.resolve({ nextauth: ["callback", "lti-launch"] }),
    });
    expect(response.status).toBe(405);
  });

  it("publishes public keys only, with their kid", async () => {
    const body = (await (await call(jwks, "GET", "/api/lti/jwks")).json()) as { keys: Array<Record<string, unknown>> };
    // A fresh store: the one key made on first use.
    expect(body.keys).toHaveLength(1);
    for (const key of body.keys) {
      expect(key).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
      expect(typeof key.kid).toBe("string");
      for (const secret of ["d", "p", "q", "dp", "dq", "qi"]) expect(key).not.toHaveProperty(secret);
    }
  });

  it("answers the picker only from this site, and only for a live request", async () => {
    const choice = new URLSearchParams({ request: "A".repeat(43), game: "toc", code: "TOC-1" }).toString();
    const crossSite = await call(deepLinking, "POST", "/api/lti/deep-linking", {
      raw: choice,
      headers: form,
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    await expectRefusalPage(
      await call(deepLinking, "POST", "/api/lti/deep-linking", { raw: choice, headers: form }),
      400,
      "This selection has expired",
    );
    const badCode = new URLSearchParams({ request: "A".repeat(43), game: "toc", code: "<script>" }).toString();
    await expectRefusalPage(
      await call(deepLinking, "POST", "/api/lti/deep-linking", { raw: badCode, headers: form }),
      400,
      "at most 64 letters",
    );
  });
});
