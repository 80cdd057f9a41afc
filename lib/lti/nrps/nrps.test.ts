import { exportJWK, generateKeyPair, jwtVerify } from "jose";
import { accessToken, forgetAccessTokensForTests } from "./access-token";
import { CLIENT_ASSERTION_TYPE, signClientAssertion } from "./client-assertion";
import { MEMBERSHIP_MEDIA_TYPE, nextLinkOf, readMemberships } from "./memberships";
import { PlatformServiceError } from "./platform-service-error";
import { rosterView } from "./roster-view";

const TOKEN_URL = "https://lms.example.edu/login/oauth2/token";
const MEMBERSHIPS = "https://lms.example.edu/api/lti/courses/7/names_and_roles";
const LIS = "http://purl.imsglobal.org/vocab/lis/v2/membership#";

describe("the client assertion", () => {
  it("is an RS256 JWT of the tool's key: its client id as iss and sub, the token endpoint as aud, five minutes, a jti", async () => {
    const { publicKey, privateKey } = await generateKeyPair("RS256");
    const now = new Date();
    const jwt = await signClientAssertion({ kid: "kid-1", key: privateKey }, "tool-client", TOKEN_URL, now);
    const { payload, protectedHeader } = await jwtVerify(jwt, publicKey, {
      issuer: "tool-client",
      subject: "tool-client",
      audience: TOKEN_URL,
    });
    expect(protectedHeader).toMatchObject({ alg: "RS256", kid: "kid-1" });
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect((await exportJWK(publicKey)).kty).toBe("RSA");
  });
});

describe("the access token", () => {
  beforeEach(() => forgetAccessTokensForTests());

  it("is asked with client credentials and the assertion, then reused until it expires", async () => {
    const bodies: URLSearchParams[] = [];
    const fetchImpl = jest.fn(async (_url: unknown, init?: RequestInit) => {
      bodies.push(new URLSearchParams(String(init?.body)));
      return Response.json({ access_token: `token-${bodies.length}`, token_type: "Bearer", expires_in: 3600 });
    }) as unknown as typeof fetch;
    let clock = 1_000_000;
    const request = { clientId: "c", tokenUrl: TOKEN_URL, scope: "s", assertion: async () => "signed", fetchImpl, now: () => clock };
    expect(await accessToken(request)).toBe("token-1");
    expect(Object.fromEntries(bodies[0]!)).toEqual({
      grant_type: "client_credentials",
      client_assertion_type: CLIENT_ASSERTION_TYPE,
      client_assertion: "signed",
      scope: "s",
    });
    clock += 3_000_000;
    expect(await accessToken(request)).toBe("token-1");
    clock += 600_000;
    expect(await accessToken(request)).toBe("token-2");
  });

  it.each([
    [401, "unauthorized"],
    [403, "forbidden"],
    [503, "unavailable"],
  ])("a token endpoint answering %i is the problem %s", async (status, problem) => {
    const fetchImpl = (async () => new Response("no", { status })) as unknown as typeof fetch;
    await expect(
      accessToken({ clientId: "c", tokenUrl: TOKEN_URL, scope: "s", assertion: async () => "a", fetchImpl }),
    ).rejects.toMatchObject({
      problem,
    });
  });
});

type Status = "Active" | "Inactive" | "Deleted";
const member = (n: number, extra: { status?: Status } = {}) => ({
  user_id: `u${n}`,
  name: `Student ${n}`,
  roles: [`${LIS}Learner`],
  status: "Active" as Status,
  ...extra,
});

describe("the memberships", () => {
  it("reads the Link header's rel=next among other relations", () => {
    expect(nextLinkOf(`<${MEMBERSHIPS}?p=2>; rel="next", <${MEMBERSHIPS}?p=9>; rel="last"`)).toBe(`${MEMBERSHIPS}?p=2`);
    expect(nextLinkOf(`<${MEMBERSHIPS}?p=1>; rel="first"`)).toBeNull();
    expect(nextLinkOf(null)).toBeNull();
  });

  it("follows rel=next pages with the Bearer token and the NRPS media type", async () => {
    const seen: Array<{ url: string; accept: string | null; auth: string | null }> = [];
    const fetchImpl = (async (url: URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      seen.push({ url: url.toString(), accept: headers.get("accept"), auth: headers.get("authorization") });
      const page = Number(url.searchParams.get("page") ?? "1");
      const members = Array.from({ length: 50 }, (_, i) => member((page - 1) * 50 + i)).slice(0, page === 3 ? 20 : 50);
      const link = page < 3 ? `<${MEMBERSHIPS}?page=${page + 1}>; rel="next"` : "";
      return Response.json({ id: MEMBERSHIPS, context: { id: "7" }, members }, { headers: link ? { link } : {} });
    }) as unknown as typeof fetch;
    const members = await readMemberships({ url: MEMBERSHIPS, token: "tok", fetchImpl });
    expect(members).toHaveLength(120);
    expect(seen.map((s) => s.url)).toEqual([MEMBERSHIPS, `${MEMBERSHIPS}?page=2`, `${MEMBERSHIPS}?page=3`]);
    expect(seen.every((s) => s.accept === MEMBERSHIP_MEDIA_TYPE && s.auth === "Bearer tok")).toBe(true);
  });

  it("never follows a next page to another host", async () => {
    const fetchImpl = (async () =>
      Response.json({ members: [] }, { headers: { link: '<https://attacker.example/steal>; rel="next"' } })) as unknown as typeof fetch;
    await expect(readMemberships({ url: MEMBERSHIPS, token: "tok", fetchImpl })).rejects.toBeInstanceOf(PlatformServiceError);
  });

  it("a platform error is a problem in words' terms, not a crash", async () => {
    const fetchImpl = (async () => new Response("down", { status: 502 })) as unknown as typeof fetch;
    await expect(readMemberships({ url: MEMBERSHIPS, token: "tok", fetchImpl })).rejects.toMatchObject({ problem: "unavailable" });
    const slow = (async (_url: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
      )) as unknown as typeof fetch;
    await expect(
      readMemberships({ url: MEMBERSHIPS, token: "tok", fetchImpl: slow, signal: AbortSignal.timeout(20) }),
    ).rejects.toMatchObject({
      problem: "timeout",
    });
  });
});

describe("the roster as the dashboard shows it", () => {
  it("marks who launched, flags who left (inactive, or gone from the roster after launching), teaching roles first", () => {
    const launchedAt = new Date("2026-11-20T10:00:00Z");
    const view = rosterView(
      [
        member(1),
        member(2, { status: "Inactive" }),
        { user_id: "t", name: "Prof Ada", roles: [`${LIS}Instructor`], status: "Active" as const },
        { user_id: "m", name: "Parent Bo", roles: [`${LIS}Mentor`], status: "Active" as const },
      ],
      [
        { userId: "u1", name: "Student 1", launchedAt },
        { userId: "gone", name: "Gone Student", launchedAt },
      ],
    );
    expect(view.rows.map((r) => [r.name, r.roles.join(), r.left, r.launchedAt !== null])).toEqual([
      ["Parent Bo", "Observer", false, false],
      ["Prof Ada", "Instructor", false, false],
      ["Student 1", "Learner", false, true],
      ["Gone Student", "Learner", true, true],
      ["Student 2", "Learner", true, false],
    ]);
    expect(view).toMatchObject({ learners: 1, launched: 1 });
  });
});
