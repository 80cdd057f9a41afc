import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { standInPlatform } from "../test-support/lti-platform/config.mjs";
import { launch, uniqueSubject, type LaunchOptions } from "./lti.helpers";
import { isolateRateLimits } from "./support/auth";
import { grantAccess } from "./support/reference-upstream";

/**
 * Grades back to the LMS, as the people of a course live them: the professor opens the game's session
 * on the reference game host (scripts/serve-e2e.mjs's third site, E2E_PORT + 7, whose course is the
 * platform simulator config.mjs calls standInPlatform), a learner opens the course link and enters the
 * lobby, and the platform's gradebook receives their participation while the professor's dashboard says
 * where it stands. The test servers run the score outbox sixty times faster (LTI_SCORE_RETRY_SPEEDUP):
 * a retry planned a minute later comes a second later.
 */
const standInSite = standInPlatform.toolUrl;
const platform = standInPlatform.url;

test.use({ baseURL: standInSite });
// Two launches, an account made on the upstream, a lobby and the score's retries on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });
// An instructor's first launch also makes their upstream account (password hashing).
const SLOW = { timeout: 45_000 };
// The member the simulator's roster lists as the course's learner (test-support/lti-platform/nrps.mjs).
const LEARNER = { sub: "lms-user-ada", name: "Ada Learner", email: "ada@example.edu" };

test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get(`${standInSite}/api/health/ready`).catch(() => null))?.status() ?? 0, { timeout: 60_000 })
    .toBe(200);
});

/** A course of the test's own: its gradebook, faults and roster are nobody else's. */
const uniqueCourse = () => `grades-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

interface StandInGradebook {
  gradebook: Array<Record<string, unknown>>;
  posts: Array<{ userId: string | null; status: number }>;
}

async function gradebookOf(request: APIRequestContext, course: string): Promise<StandInGradebook> {
  return (await request.get(`${platform}/ags-gradebook/${course}`)).json();
}

async function platformFails(request: APIRequestContext, course: string, fault: "fail=2" | "refuse=1") {
  expect((await request.post(`${platform}/ags-faults/${course}?${fault}`)).ok()).toBe(true);
}

/** A launch from the course with the platform's own gradebook column. */
const fromCourse = (course: string, options: LaunchOptions): LaunchOptions => ({
  game: "fruit-bear-game",
  course,
  grades: "platform",
  ...options,
});

/**
 * The professor, in a window of their own: launches from the course (signed in as a facilitator), is given
 * the game, and opens its session from the dashboard; answers the dashboard and the lobby's code.
 */
async function professorOpensSession(browser: Browser, course: string) {
  const context = await browser.newContext({ baseURL: standInSite, viewport: { width: 1280, height: 800 } });
  await isolateRateLimits(context);
  const dashboard = await context.newPage();
  await launch(dashboard, fromCourse(course, { role: "instructor", sub: uniqueSubject("prof"), name: "Ines Instructor" }), platform);
  await expect(dashboard.getByRole("dialog", { name: "Start a free trial" })).toBeVisible(SLOW);
  const me = await (await dashboard.request.get("/api/auth/session")).json();
  const granted = await grantAccess(dashboard.request, {
    email: me.user.email,
    gameId: "fruit-beer",
    simulationName: "Fruit Beer Game",
    expiryDate: null,
  });
  expect(granted.ok()).toBe(true);
  await dashboard.goto("/games-overview");
  const popup = dashboard.waitForEvent("popup");
  await dashboard.getByRole("list", { name: "Accessible games" }).getByRole("link").filter({ hasText: "Fruit Beer Game" }).click();
  const lobby = await popup;
  await expect(lobby.getByText("Class lobby")).toBeVisible();
  const code = (await lobby.locator("strong").first().textContent())?.trim() ?? "";
  expect(code).toMatch(/^FB-[A-Z0-9]{6}$/);
  return { context, dashboard, lobby, code };
}

/** Someone on the session's join page types their name and enters the lobby. */
async function entersLobby(page: Page, name: string) {
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Enter the lobby" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`You're in, ${name}!`);
}

/** The learner opens the course link and enters the session's lobby, their LMS name filled in. */
async function learnerJoinsFromCourse(browser: Browser, course: string, code: string) {
  const context = await browser.newContext({ baseURL: standInSite });
  await isolateRateLimits(context);
  const page = await context.newPage();
  await launch(page, fromCourse(course, { role: "learner", code, ...LEARNER }), platform);
  await expect(page.getByLabel("Your name")).toHaveValue(LEARNER.name);
  await entersLobby(page, LEARNER.name);
  return { context, page };
}

/** The learner's row of the course's members on the professor's dashboard, read again as a person reloads it. */
async function expectGradeWords(dashboard: Page, course: string, words: string) {
  const row = dashboard.getByRole("table", { name: `Members of Course ${course}` }).getByRole("row", { name: new RegExp(LEARNER.name) });
  await expect(async () => {
    await dashboard.goto("/games-overview");
    await expect(row).toContainText(words, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

const participation = {
  item: 1,
  userId: LEARNER.sub,
  scoreGiven: 1,
  scoreMaximum: 1,
  activityProgress: "Completed",
  gradingProgress: "FullyGraded",
  timestamp: expect.any(String),
};

test.describe("grades back to the LMS from the reference game host's lobby", () => {
  test("a learner launched from the course who enters the lobby gets one score of 1 of 1, and the professor reads Grade sent", async ({
    browser,
    request,
  }) => {
    const course = uniqueCourse();
    const professor = await professorOpensSession(browser, course);
    const learner = await learnerJoinsFromCourse(browser, course, professor.code);
    await expect(professor.lobby.getByRole("list", { name: "Students in the lobby" })).toContainText(LEARNER.name);

    await expect.poll(async () => (await gradebookOf(request, course)).gradebook, { timeout: 60_000 }).toEqual([participation]);
    await expectGradeWords(professor.dashboard, course, "Grade sent");
    // Sent once: the platform saw one score post, and nothing more came while the professor looked.
    expect((await gradebookOf(request, course)).posts).toEqual([{ userId: LEARNER.sub, status: 204 }]);
    await learner.context.close();
    await professor.context.close();
  });

  test("a platform that fails twice: the professor reads Pending, then Grade sent, and the gradebook holds one score", async ({
    browser,
    request,
  }) => {
    const course = uniqueCourse();
    const professor = await professorOpensSession(browser, course);
    await platformFails(request, course, "fail=2");
    const learner = await learnerJoinsFromCourse(browser, course, professor.code);

    await expectGradeWords(professor.dashboard, course, "Pending");
    await expectGradeWords(professor.dashboard, course, "Grade sent");
    const seen = await gradebookOf(request, course);
    expect(seen.gradebook).toEqual([participation]);
    expect(seen.posts.map((post) => post.status)).toEqual([503, 503, 204]);
    await learner.context.close();
    await professor.context.close();
  });

  test("a platform that refuses scores: the learner is still in the lobby, and the professor reads why in words", async ({
    browser,
    request,
  }) => {
    const course = uniqueCourse();
    const professor = await professorOpensSession(browser, course);
    await platformFails(request, course, "refuse=1");
    const learner = await learnerJoinsFromCourse(browser, course, professor.code);
    await expect(professor.lobby.getByRole("list", { name: "Students in the lobby" })).toContainText(LEARNER.name);

    await expectGradeWords(professor.dashboard, course, "Failed: the learning platform does not let BizSim Lab send grades");
    expect((await gradebookOf(request, course)).gradebook).toEqual([]);
    await learner.context.close();
    await professor.context.close();
  });

  test("the professor and a teaching assistant who launch from the course and enter the lobby get no score", async ({
    browser,
    request,
  }) => {
    const course = uniqueCourse();
    const professor = await professorOpensSession(browser, course);
    const assistant = await browser.newContext({ baseURL: standInSite });
    await isolateRateLimits(assistant);
    const ta = await assistant.newPage();
    await launch(
      ta,
      fromCourse(course, { role: "teaching-assistant", code: professor.code, sub: uniqueSubject("ta"), name: "Tara Assistant" }),
      platform,
    );
    await expect(ta.getByRole("dialog", { name: "Start a free trial" })).toBeVisible(SLOW);
    // The names they type: the lobby refuses words like "instructor" in a name.
    for (const [page, name] of [
      [ta, "Tara Silva"],
      [await professor.context.newPage(), "Ines Moreau"],
    ] as const) {
      await page.goto(`/reference-game/join/fruit-bear-game?code=${professor.code}`);
      await entersLobby(page, name);
    }
    // The learner enters after them: once the learner's score is in, any of theirs would be too.
    const learner = await learnerJoinsFromCourse(browser, course, professor.code);
    await expect.poll(async () => (await gradebookOf(request, course)).gradebook, { timeout: 60_000 }).toEqual([participation]);
    expect((await gradebookOf(request, course)).posts.map((post) => post.userId)).toEqual([LEARNER.sub]);
    await learner.context.close();
    await assistant.close();
    await professor.context.close();
  });
});
