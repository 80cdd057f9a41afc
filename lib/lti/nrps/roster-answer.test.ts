import "@/test-support/api/env";
import { createServer, type Server } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { AddressInfo } from "node:net";
import type { env as siteEnv } from "@/lib/env";
import { rosterMessages } from "@/lib/messages/lti-roster";
import { resetStoreForTests, storeDb } from "@/lib/store";
import { captureLogLines } from "@/test-support/capture-logs";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { claims, type LaunchClaims } from "../claims";
import { coursesOf, rememberCourse } from "../store/courses";
import { savePlatform } from "../store/platforms";
import { courseKey } from "./course-key";
import { rosterPageAnswer } from "./roster-page-answer";
import { shownRoster } from "./shown-roster";

// Every platform here is on loopback, reached through the stand-in's one explicit setting; one test turns it off.
jest.mock("@/lib/env", () => {
  const actual = jest.requireActual<typeof import("@/lib/env")>("@/lib/env");
  return { ...actual, env: { ...actual.env, LTI_ALLOW_LOOPBACK_PLATFORMS: true } };
});
const mockedEnv = (jest.requireMock("@/lib/env") as { env: { -readonly [K in keyof typeof siteEnv]: (typeof siteEnv)[K] } }).env;

jest.setTimeout(60_000);

const EMAIL = "lti-0123456789abcdef0123456789abcdef@lti.invalid";
const LIS = "http://purl.imsglobal.org/vocab/lis/v2/membership#";

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
};
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** The platform: a token endpoint and a roster per course id, each failing its own way; it counts every request. */
const hits: string[] = [];
const platform = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://platform");
  hits.push(url.pathname);
  const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
    res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(value));
  if (url.pathname === "/token") {
    req.resume();
    return req.on("end", () => json(200, { access_token: "roster-token", token_type: "Bearer", expires_in: 3600 }));
  }
  const course = url.pathname.replace("/nrps/", "");
  if (course === "unauthorized") return json(401, { error: "invalid_token" });
  if (course === "forbidden") return json(403, { error: "forbidden" });
  if (course === "broken") return json(500, { error: "server_error" });
  if (course === "not-json") return res.writeHead(200, { "content-type": "application/json" }).end("{ not json");
  if (course === "hangs") return; // answers nothing; the read gives up at its deadline
  if (course === "huge") {
    // 20 pages of 10,000 members each, as a 200,000-member course (ids and roles only, under 1 MiB a page).
    const at = Number(url.searchParams.get("page") ?? "1");
    const members = Array.from({ length: 10_000 }, (_, i) => ({ user_id: `u${at}-${i}`, roles: [`${LIS}Learner`] }));
    const next: Record<string, string> = at < 20 ? { link: `<http://${req.headers.host}/nrps/huge?page=${at + 1}>; rel="next"` } : {};
    return json(200, { members }, next);
  }
  const page = Number(url.searchParams.get("page") ?? "1");
  const members = Array.from({ length: 120 }, (_, i) => ({
    user_id: `s${i}`,
    name: `Student ${String(i).padStart(3, "0")}`,
    roles: [`${LIS}Learner`],
  }));
  const link: Record<string, string> = page < 3 ? { link: `<http://${req.headers.host}/nrps/${course}?page=${page + 1}>; rel="next"` } : {};
  json(200, { members: members.slice((page - 1) * 50, page * 50) }, link);
});
/** Another service on the same machine, which no platform may make the tool call. */
const internalHits: string[] = [];
const internal = createServer((req, res) => {
  internalHits.push(req.url ?? "");
  res.writeHead(200).end("admin");
});

let base = "";
let internalPort = 0;
let closedPort = 0;

beforeAll(async () => {
  await useMemoryStore();
  base = `http://127.0.0.1:${await listen(platform)}`;
  internalPort = await listen(internal);
  const closed = createServer();
  closedPort = await listen(closed);
  await close(closed);
  const db = await storeDb();
  for (const [clientId, at] of [
    ["tool", base],
    ["down", `http://127.0.0.1:${closedPort}`],
  ] as const) {
    await savePlatform(db, {
      issuer: base,
      clientId,
      deploymentIds: ["d"],
      authLoginUrl: `${at}/authorize`,
      jwksUrl: `${at}/jwks`,
      tokenUrl: `${at}/token`,
    });
  }
});

afterAll(async () => {
  platform.closeAllConnections();
  await Promise.all([close(platform), close(internal)]);
  await resetStoreForTests();
});

const logs = captureLogLines();

/** An instructor launched from course `contextId`, whose roster the launch said is at `membershipsUrl`. */
async function course(contextId: string, membershipsUrl: string, clientId = "tool") {
  const db = await storeDb();
  const launch = {
    [claims.context]: { id: contextId, title: contextId },
    [claims.namesRoleService]: { context_memberships_url: membershipsUrl },
  } as unknown as LaunchClaims;
  await rememberCourse(db, { issuer: base, clientId }, launch, EMAIL);
  const found = (await coursesOf(db, EMAIL)).find((c) => c.contextId === contextId)!;
  return courseKey(found);
}

async function answer(key: string, page = 1) {
  const response = await rosterPageAnswer(EMAIL, new URLSearchParams({ course: key, page: String(page) }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the course roster page answer", () => {
  it("gives a 120-member roster a page of 50 at a time, reading the platform once for both pages", async () => {
    const key = await course("roster-120", `${base}/nrps/roster-120`);
    const before = hits.length;
    const first = await answer(key, 1);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pages: 3, total: 120, first: 1 });
    expect(first.body.rows).toHaveLength(50);
    const last = await answer(key, 3);
    expect(last.body).toMatchObject({ page: 3, first: 101 });
    expect(last.body.rows).toHaveLength(20);
    expect(hits.slice(before).filter((path) => path.startsWith("/nrps/"))).toHaveLength(3);
  });

  it("says one sentence whatever the failure: refused, down, closed port, an error, not JSON, slow, or an address the platform may not name", async () => {
    const failing = [
      await course("unauthorized", `${base}/nrps/unauthorized`),
      await course("forbidden", `${base}/nrps/forbidden`),
      await course("broken", `${base}/nrps/broken`),
      await course("not-json", `${base}/nrps/not-json`),
      await course("hangs", `${base}/nrps/hangs`),
      await course("closed-port", `http://127.0.0.1:${closedPort}/nrps/closed`),
      await course("platform-down", `${base}/nrps/roster`, "down"),
      await course("internal", `http://127.0.0.1:${internalPort}/internal/admin`),
    ];
    const answers = await Promise.all(failing.map((key) => answer(key)));
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: 502, body: { message: rosterMessages.unavailable } })]),
    );
    expect(internalHits).toEqual([]);
    // The operator's log still tells them apart.
    const reasons = logs.lines.map((line) => /not read \(([a-z-]+)\)/.exec(line.msg)?.[1]).filter(Boolean);
    expect(new Set(reasons)).toEqual(new Set(["unauthorized", "forbidden", "unavailable", "unreadable", "timeout", "refused-address"]));
  });

  it("without the stand-in's setting, calls no loopback platform at all", async () => {
    const key = await course("setting-off", `${base}/nrps/setting-off`);
    const before = hits.length;
    mockedEnv.LTI_ALLOW_LOOPBACK_PLATFORMS = false;
    try {
      expect(await answer(key)).toEqual({ status: 502, body: { message: rosterMessages.unavailable } });
    } finally {
      mockedEnv.LTI_ALLOW_LOOPBACK_PLATFORMS = true;
    }
    expect(hits.slice(before)).toEqual([]);
  });

  it("of a 200,000-member course reads the first 5,000 and says so; three loads at once leave the instance answering others within a second", async () => {
    const key = await course("huge", `${base}/nrps/huge`);
    const db = await storeDb();
    const huge = (await coursesOf(db, EMAIL)).find((c) => c.contextId === "huge")!;
    const before = hits.length;
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const [shown, first, last] = await Promise.all([shownRoster(db, huge, 1), answer(key, 1), answer(key, 100)]);
    lag.disable();
    expect(shown).toMatchObject({ ok: true, read: 5_000, complete: false });
    expect(rosterMessages.partial(5_000)).toBe(
      "Showing the first 5,000 members your learning platform listed; the course has more, which BizSim Lab does not read at once.",
    );
    expect(first).toMatchObject({ status: 200, body: { page: 1, pages: 100, total: 5_000, first: 1 } });
    expect(first.body.rows).toHaveLength(50);
    expect(last.body).toMatchObject({ page: 100, first: 4_951 });
    // One page of the platform's is read for the three loads, never its 20.
    expect(hits.slice(before).filter((path) => path === "/nrps/huge").length).toBeLessThanOrEqual(3);
    expect(lag.max / 1e6).toBeLessThan(1_000);
  });

  it("answers only the signed-in facilitator's own courses and real pages", async () => {
    const key = await course("mine", `${base}/nrps/mine`);
    expect((await rosterPageAnswer("someone-else@lti.invalid", new URLSearchParams({ course: key }))).status).toBe(404);
    expect((await answer("not-a-key")).status).toBe(400);
    expect((await answer(key, 0)).status).toBe(400);
    expect((await answer(key, 99)).body).toMatchObject({ page: 3 });
  });
});
