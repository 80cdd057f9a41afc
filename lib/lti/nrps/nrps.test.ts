import { exportJWK, generateKeyPair, jwtVerify } from "jose";
import { accessToken, forgetAccessTokensForTests } from "./access-token";
import { CLIENT_ASSERTION_TYPE, signClientAssertion } from "./client-assertion";
import { MEMBERSHIP_MEDIA_TYPE, nextLinkOf, readMemberships, ROSTER_BOUNDS } from "./memberships";
import { PlatformServiceError } from "./platform-service-error";
import { rosterPage, ROSTER_PAGE_SIZE } from "./roster-page";
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
    const { members, complete } = await readMemberships({ url: MEMBERSHIPS, token: "tok", fetchImpl });
    expect(members).toHaveLength(120);
    expect(complete).toBe(true);
    expect(seen.map((s) => s.url)).toEqual([`${MEMBERSHIPS}?limit=1000`, `${MEMBERSHIPS}?page=2`, `${MEMBERSHIPS}?page=3`]);
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

describe("the roster's bounds", () => {
  /** A platform whose roster is `pages` pages of `perPage` members (or of what `entry` makes), counting what it is asked. */
  function platform(
    pages: number,
    perPage: number,
    entry = (page: number, i: number): unknown => ({ user_id: `u${page}-${i}`, roles: [] }),
  ) {
    const asked: string[] = [];
    const fetchImpl = (async (url: URL) => {
      asked.push(url.toString());
      const page = Number(url.searchParams.get("page") ?? "1");
      const members = Array.from({ length: perPage }, (_, i) => entry(page, i));
      const link = page < pages ? `<${MEMBERSHIPS}?page=${page + 1}>; rel="next"` : "";
      return Response.json({ members }, { headers: link ? { link } : {} });
    }) as unknown as typeof fetch;
    return { asked, fetchImpl };
  }

  it("of 20 pages × 10,000 members reads one page and 5,000 members, and says there are more", async () => {
    const { asked, fetchImpl } = platform(20, 10_000);
    const { members, complete } = await readMemberships({ url: MEMBERSHIPS, token: "t", fetchImpl });
    expect(ROSTER_BOUNDS.members).toBe(5_000);
    expect(members).toHaveLength(5_000);
    expect(complete).toBe(false);
    expect(asked).toHaveLength(1);
  });

  it("stops at 5,000 members across pages, and at 20 pages of a small roster that never ends", async () => {
    const many = platform(20, 1_000);
    expect(await readMemberships({ url: MEMBERSHIPS, token: "t", fetchImpl: many.fetchImpl })).toMatchObject({ complete: false });
    expect(many.asked).toHaveLength(5);
    const endless = platform(1_000, 10);
    const read = await readMemberships({ url: MEMBERSHIPS, token: "t", fetchImpl: endless.fetchImpl });
    expect(endless.asked).toHaveLength(ROSTER_BOUNDS.pages);
    expect(read).toMatchObject({ complete: false });
    expect(read.members).toHaveLength(200);
  });

  it("counts entries that are not members against the bound: a roster of junk costs no more than one of members", async () => {
    const junk = platform(20, 10_000, () => ({}));
    const read = await readMemberships({ url: MEMBERSHIPS, token: "t", fetchImpl: junk.fetchImpl });
    expect(read).toEqual({ members: [], complete: false });
    expect(junk.asked).toHaveLength(1);
  });

  it("reads at most 1 MiB a page and 4 MiB in all: a first page past it is refused, a later one ends the read", async () => {
    const name = "x".repeat(150);
    const heavy = (page: number, i: number) => ({ user_id: `u${page}-${i}`, name, roles: [] });
    const tooLarge = platform(1, 6_000, heavy);
    await expect(readMemberships({ url: MEMBERSHIPS, token: "t", fetchImpl: tooLarge.fetchImpl })).rejects.toMatchObject({
      problem: "unreadable",
    });
    const bounds = { ...ROSTER_BOUNDS, members: 1_000_000 };
    const pages = platform(20, 4_000, heavy);
    const read = await readMemberships({ url: MEMBERSHIPS, token: "t", fetchImpl: pages.fetchImpl, bounds });
    expect(read.complete).toBe(false);
    expect(pages.asked.length).toBeLessThanOrEqual(6);
    expect(read.members.length).toBeLessThanOrEqual(5 * 4_000);
  });
});

describe("the roster a page at a time", () => {
  const rows = (n: number) => ({
    rows: Array.from({ length: n }, (_, i) => ({
      userId: `u${i}`,
      name: `Student ${i}`,
      roles: ["Learner"],
      learner: true,
      left: false,
      launchedAt: i === 0 ? new Date("2026-11-20T10:00:00Z") : null,
    })),
  });

  it("shows 50 rows of a 120-member roster, the last page its 20, and never more than a page whatever is asked", () => {
    expect(ROSTER_PAGE_SIZE).toBe(50);
    const first = rosterPage(rows(120), 1);
    expect(first).toMatchObject({ page: 1, pages: 3, total: 120, first: 1 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]).toEqual({
      key: "u0",
      name: "Student 0",
      roles: "Learner",
      left: false,
      learner: true,
      opened: "Opened 20 Nov 2026",
    });
    expect(rosterPage(rows(120), 3)).toMatchObject({ page: 3, first: 101, rows: expect.any(Array) });
    expect(rosterPage(rows(120), 3).rows).toHaveLength(20);
    expect(rosterPage(rows(120), 99).page).toBe(3);
    expect(rosterPage(rows(120), 0).page).toBe(1);
    expect(rosterPage(rows(5_000), 7).rows).toHaveLength(50);
    expect(rosterPage(rows(0), 1)).toMatchObject({ rows: [], pages: 1, total: 0, first: 0 });
  });
});
