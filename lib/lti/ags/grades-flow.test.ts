import "@/test-support/api/env";
import "@/test-support/lti-platform/loopback-env";
import { seedAccounts } from "@/upstream-reference/src/seed";
import { call } from "@/test-support/api/requests";
import { startLoopbackPlatform, type LoopbackPlatform } from "@/test-support/lti-platform/loopback-platform";
import { lobbyRouteFixture } from "@/app/reference-game/api/lobby-route-fixture";
import * as arrivals from "@/app/reference-game/api/arrivals/route";
import * as launchRoute from "@/app/api/lti/launch/route";
import * as loginRoute from "@/app/api/lti/login/route";
import { storeDb, storeTables } from "@/lib/store";
import { claims } from "../claims";
import { forgetAccessTokensForTests } from "../nrps/access-token";
import { stateCookieName } from "../state-cookie";
import { savePlatform } from "../store/platforms";
import { toolKeys } from "../store/tool-keys";
import { courseGrades } from "./course-grades";
import { deliverDueScores } from "./deliver-scores";
import { PARTICIPATION_COOKIE } from "./participation-cookie";
import { SCORE_RETRY_DELAYS_MS } from "./retry-schedule";
import { AGS_SCORE_SCOPE, SCORE_MEDIA_TYPE } from "./scopes";
import { gradeMessages, scoreProblemWords } from "@/lib/messages/lti-grades";

jest.setTimeout(120_000);

const lobby = lobbyRouteFixture(seedAccounts.facilitator.email);
const LIS = "http://purl.imsglobal.org/vocab/lis/v2/membership";
const ROLES = {
  learner: [`${LIS}#Learner`],
  instructor: [`${LIS}#Instructor`],
  "teaching-assistant": [`${LIS}/Instructor#TeachingAssistant`],
  mentor: [`${LIS}#Mentor`],
} as const;
type Role = keyof typeof ROLES;

let platform: LoopbackPlatform;

beforeAll(async () => {
  platform = await startLoopbackPlatform(async () => (await toolKeys(await storeDb())).map((key) => key.publicJwk));
  await savePlatform(await storeDb(), platform.registration);
}, 120_000);
afterAll(() => platform?.close());
beforeEach(() => forgetAccessTokensForTests());

interface LaunchOptions {
  role: Role;
  sub: string;
  course: string;
  code: string;
  /** "platform": the platform made the link's line item; "tool": only the course's line items. */
  grades?: "platform" | "tool";
  link?: string;
}

/** A resource-link launch from the stand-in, through the tool's login and launch routes. */
async function launch({ role, sub, course, code, grades = "platform", link = "link-1" }: LaunchOptions): Promise<Response> {
  const query = new URLSearchParams({
    iss: platform.url,
    login_hint: sub,
    target_link_uri: "http://localhost:3000/api/lti/launch",
    client_id: platform.registration.clientId,
  });
  const login = await call(loginRoute, "GET", `/api/lti/login?${query}`, { origin: null });
  const location = new URL(login.headers.get("location")!);
  const state = location.searchParams.get("state")!;
  const items = `${platform.url}/ags/${course}/lineitems`;
  const idToken = await platform.signLaunch(
    {
      nonce: location.searchParams.get("nonce")!,
      name: "Ada Learner",
      [claims.messageType]: "LtiResourceLinkRequest",
      [claims.version]: "1.3.0",
      [claims.deploymentId]: "loopback-deployment",
      [claims.roles]: ROLES[role],
      [claims.context]: { id: course, title: `Course ${course}` },
      [claims.resourceLink]: { id: link, title: "Week 7 game" },
      [claims.custom]: { game: "the-ev-gambit", session_code: code },
      [claims.gradeService]: {
        scope: ["https://purl.imsglobal.org/spec/lti-ags/scope/lineitem", AGS_SCORE_SCOPE],
        lineitems: items,
        ...(grades === "platform" ? { lineitem: `${items}/1` } : {}),
      },
    },
    sub,
  );
  return call(launchRoute, "POST", "/api/lti/launch", {
    raw: new URLSearchParams({ id_token: idToken, state }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    origin: platform.url,
    cookie: `${stateCookieName(state)}=${state}`,
  });
}

/** The participation cookie a launch answer set, as the browser sends it back. */
const participationOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${PARTICIPATION_COOKIE}=`))
    ?.split(";")[0];

const arrive = (code: string, name: string, cookie?: string) =>
  call(arrivals, "POST", "/reference-game/api/arrivals", { json: { code, name }, cookie });

const scoreRows = async () => (await storeDb()).select().from(storeTables.ltiScores);

describe("a learner's launch and lobby arrival", () => {
  it("send exactly one score: 1 of 1, completed, fully graded, their LTI user id, the score media type and a score-scoped token", async () => {
    const code = await lobby.newLobby();
    const launched = await launch({ role: "learner", sub: "learner-one", course: "course-one", code });
    expect(launched.status).toBe(303);
    const cookie = participationOf(launched);
    expect(cookie).toMatch(new RegExp(`^${PARTICIPATION_COOKIE}=[\\w-]{43}$`));
    expect(launched.headers.get("location")).not.toContain("learner-one");

    expect((await arrive(code, "Ada", cookie)).status).toBe(201);
    expect((await arrive(code, "Ada again", cookie)).status).toBe(201);
    const db = await storeDb();
    expect(await deliverDueScores(db)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await deliverDueScores(db, { now: new Date(Date.now() + 86_400_000) })).toEqual({ sent: 0, retried: 0, failed: 0 });

    const course = platform.grades.course("course-one");
    expect(course.posts).toHaveLength(1);
    expect(course.posts[0]).toMatchObject({ item: 1, scope: true, mediaType: SCORE_MEDIA_TYPE });
    expect(course.gradebook).toEqual([
      {
        item: 1,
        userId: "learner-one",
        scoreGiven: 1,
        scoreMaximum: 1,
        activityProgress: "Completed",
        gradingProgress: "FullyGraded",
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    const grades = await courseGrades(db, { ...platform.registration, contextId: "course-one" });
    expect(grades.byLearner.get("learner-one")).toBe(gradeMessages.sent);
  });

  it("without the launch's cookie, or in another session's lobby, queues nothing", async () => {
    const code = await lobby.newLobby();
    const other = await lobby.newLobby();
    const cookie = participationOf(await launch({ role: "learner", sub: "learner-elsewhere", course: "course-two", code }));
    const before = (await scoreRows()).length;
    expect((await arrive(code, "No cookie")).status).toBe(201);
    expect((await arrive(other, "Wrong lobby", cookie)).status).toBe(201);
    expect((await scoreRows()).length).toBe(before);
  });
});

describe("a platform that fails", () => {
  it("twice, then answers: the score goes through once, on the back-off schedule", async () => {
    const code = await lobby.newLobby();
    platform.grades.course("course-flaky").failTimes = 2;
    const cookie = participationOf(await launch({ role: "learner", sub: "learner-flaky", course: "course-flaky", code }));
    expect((await arrive(code, "Flaky", cookie)).status).toBe(201);
    const db = await storeDb();
    let now = Date.now();
    expect(await deliverDueScores(db, { now: new Date(now) })).toMatchObject({ retried: 1 });
    // Not due before its first wait is over.
    expect(await deliverDueScores(db, { now: new Date(now + SCORE_RETRY_DELAYS_MS[0] - 1_000) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    now += SCORE_RETRY_DELAYS_MS[0];
    expect(await deliverDueScores(db, { now: new Date(now) })).toMatchObject({ retried: 1 });
    const grades = await courseGrades(db, { ...platform.registration, contextId: "course-flaky" });
    expect(grades.byLearner.get("learner-flaky")).toBe(gradeMessages.pending);
    now += SCORE_RETRY_DELAYS_MS[1];
    expect(await deliverDueScores(db, { now: new Date(now) })).toMatchObject({ sent: 1 });
    expect(platform.grades.course("course-flaky").posts).toHaveLength(3);
    expect(platform.grades.course("course-flaky").gradebook).toHaveLength(1);
  });

  it("by refusing always: the join still works, the score is given up, and the dashboard says why in words", async () => {
    const code = await lobby.newLobby();
    platform.grades.course("course-refusing").refuse = true;
    const cookie = participationOf(await launch({ role: "learner", sub: "learner-refused", course: "course-refusing", code }));
    const joined = await arrive(code, "Refused", cookie);
    expect(joined.status).toBe(201);
    const db = await storeDb();
    expect(await deliverDueScores(db)).toEqual({ sent: 0, retried: 0, failed: 1 });
    const grades = await courseGrades(db, { ...platform.registration, contextId: "course-refusing" });
    expect(grades.byLearner.get("learner-refused")).toBe(gradeMessages.failed(scoreProblemWords.forbidden));
    expect(platform.grades.course("course-refusing").gradebook).toEqual([]);
  });
});

describe("who gets no score", () => {
  it.each<Role>(["instructor", "teaching-assistant", "mentor"])("launching as %s sets no participation and sends nothing", async (role) => {
    const code = await lobby.newLobby();
    const launched = await launch({ role, sub: `someone-${role}`, course: `course-${role}`, code });
    expect(participationOf(launched)).toBeUndefined();
    expect((await arrive(code, `Person ${role.length}`)).status).toBe(201);
    expect((await scoreRows()).filter((row) => row.userId === `someone-${role}`)).toEqual([]);
  });
});

describe("the gradebook column", () => {
  it("is made by the tool once when the platform made none, however many launch at once", async () => {
    const code = await lobby.newLobby();
    const launches = await Promise.all(
      ["a", "b", "c"].map((who) => launch({ role: "learner", sub: `learner-${who}`, course: "course-columns", code, grades: "tool" })),
    );
    expect(launches.map((answer) => answer.status)).toEqual([303, 303, 303]);
    const made = platform.grades.course("course-columns").lineItems;
    expect(made).toEqual([
      expect.objectContaining({
        label: "The EV Gambit — participation",
        scoreMaximum: 1,
        resourceId: "the-ev-gambit",
        resourceLinkId: "link-1",
      }),
    ]);
    await launch({ role: "instructor", sub: "prof-columns", course: "course-columns", code, grades: "tool" });
    expect(platform.grades.course("course-columns").lineItems).toHaveLength(1);

    expect((await arrive(code, "Column", participationOf(launches[0]!))).status).toBe(201);
    expect(await deliverDueScores(await storeDb())).toMatchObject({ sent: 1 });
    expect(platform.grades.course("course-columns").gradebook).toEqual([expect.objectContaining({ item: 1, userId: "learner-a" })]);
  });
});
