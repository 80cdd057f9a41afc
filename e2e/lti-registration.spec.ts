import { expect, test, type Page } from "@playwright/test";
import { expiredInviteLink, inviteLink } from "./lti-invites";
import { launch, simulatorUrl, stubGameSites, uniqueSubject } from "./lti.helpers";

// A registration is four requests across two servers, a launch five, on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 45_000 };

test.beforeEach(async ({ page }) => {
  await stubGameSites(page);
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `127.51.100.${Math.floor(Math.random() * 254) + 1}` });
});

/** The LMS admin pastes the link into the platform's "register by URL", which opens it in its own window. */
async function openRegistration(page: Page, link: string, platform: { variant?: string; config?: string } = {}): Promise<Page> {
  const query = new URLSearchParams({
    url: link,
    variant: platform.variant ?? "ok",
    ...(platform.config ? { config: platform.config } : {}),
  });
  await page.goto(`${simulatorUrl}/dr/admin?${query}`);
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Open the tool's registration" }).click(),
  ]);
  return popup;
}

test.describe("an LMS admin registers BizSim Lab by LTI Dynamic Registration", () => {
  test("through an operator's invite link: the platform is registered, its first launch works, and the link is spent", async ({ page }) => {
    const link = inviteLink("Example University");
    const popup = await openRegistration(page, link);
    await expect(popup.getByRole("heading", { level: 1, name: "Register BizSim Lab with Example University" })).toBeVisible();
    await expect(popup.getByRole("row", { name: /Issuer/ })).toContainText(simulatorUrl);
    await expect(popup.getByRole("row", { name: /What it adds/ })).toContainText("deep linking");
    await popup.getByRole("button", { name: "Register BizSim Lab" }).click();
    // The tool's close message reaches the platform, which closes the window.
    await expect(page.getByText("Registration window closed")).toBeVisible(SLOW);

    await page.goto(`${simulatorUrl}/dr/last-client`);
    const clientId = /Client id: (\S+)/.exec(await page.getByText(/Client id:/).innerText())![1]!;
    await launch(page, { role: "learner", client: clientId, game: "the-ev-gambit", code: "P5-AB12", name: "Ada Lovelace" });
    await expect(page.getByRole("heading", { name: "Game session" })).toBeVisible(SLOW);
    expect(new URL(page.url()).searchParams.get("code")).toBe("P5-AB12");

    const again = await openRegistration(page, link);
    await expect(again.getByRole("heading", { level: 1, name: "This registration link was already used" })).toBeVisible();
  });

  // Each refusal's words and status are the route's Jest table (app/api/lti/register/[invite]/route.test.ts);
  // here, one refused as the page opens and one after "Register", as the admin's window shows them.
  const refusals: Array<[string, { variant?: string; config?: string }, string, boolean]> = [
    [
      "an issuer that does not match the configuration's address",
      { variant: "wrong-issuer" },
      "Your platform's issuer does not match its address",
      false,
    ],
    ["a registration endpoint that answers 500", { variant: "registration-error" }, "Your platform refused the registration", true],
  ];

  test("refuses in words and registers nothing, as the page opens or after Register, and a failed try leaves the link working", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const [what, platform, heading, afterSubmit] of refusals) {
      await test.step(what, async () => {
        const link = inviteLink(`Refused ${what}`);
        const popup = await openRegistration(page, link, platform);
        if (afterSubmit) await popup.getByRole("button", { name: "Register BizSim Lab" }).click();
        await expect(popup.getByRole("heading", { level: 1, name: heading })).toBeVisible(SLOW);
        await expect(popup.getByText(/Nothing was registered/)).toBeVisible();
        await expect(page.getByText("Registration window closed")).toHaveCount(0);
        if (afterSubmit) {
          // Nothing was spent either: the same link still opens the registration.
          const retry = await openRegistration(page, link);
          await expect(retry.getByRole("heading", { level: 1, name: /^Register BizSim Lab with/ })).toBeVisible();
          await retry.close();
        }
        await popup.close();
      });
    }
  });

  test("refuses an address that is not an invite", async ({ page }) => {
    const popup = await openRegistration(page, `${new URL(inviteLink("x")).origin}/api/lti/register/not-an-invite`);
    await expect(popup.getByRole("heading", { level: 1, name: "This registration link is not valid" })).toBeVisible();
  });

  test("refuses an expired invite", async ({ page }) => {
    const popup = await openRegistration(page, await expiredInviteLink("Late University"));
    await expect(popup.getByRole("heading", { level: 1, name: "This registration link has expired" })).toBeVisible();
  });
});

test.describe("the course roster on the instructor's dashboard", () => {
  test("shows a 120-member roster read over three pages, with the students who opened the game marked and who left flagged", async ({
    page,
  }) => {
    const course = "course-roster-120";
    for (const [sub, name] of [
      ["roster-learner-5", "Student 005"],
      ["roster-learner-17", "Student 017"],
      ["roster-learner-41", "Student 041"],
    ] as const) {
      await launch(page, { role: "learner", course, sub, name, game: "toc", code: "TOC-1" });
      await expect(page.getByRole("heading", { name: "Game session" })).toBeVisible(SLOW);
    }
    await launch(page, { role: "instructor", course, sub: uniqueSubject("roster-prof"), name: "Rosa Professor", game: "toc" });
    await expect(page.getByRole("dialog", { name: "Start a free trial" })).toBeVisible(SLOW);

    await page.goto("/games-overview");
    const roster = page.getByRole("region", { name: `Your course: Course ${course}` });
    await expect(roster.getByText("118 members · 2 of 115 students have opened the game")).toBeVisible();
    const table = roster.getByRole("table", { name: `Members of Course ${course}` });
    // A page of 50 at a time: the header row and 50 members.
    await expect(table.getByRole("row")).toHaveCount(51);
    await expect(roster.getByText("Showing 1–50 of 120")).toBeVisible();
    await expect(table.getByRole("row", { name: /Student 005/ })).toContainText("Opened");
    await expect(table.getByRole("row", { name: /Student 006/ })).toContainText("Not yet");
    await expect(table.getByRole("row", { name: /Tomas Assistant/ })).toContainText("Teaching assistant");
    await expect(table.getByRole("row", { name: /Olive Observer/ })).toContainText("Observer");
    const pages = roster.getByRole("navigation", { name: `Pages of the members of Course ${course}` });
    await pages.getByRole("button", { name: "Next" }).click();
    await expect(roster.getByText("Showing 51–100 of 120")).toBeVisible();
    await pages.getByRole("button", { name: "Next" }).click();
    await expect(roster.getByText("Showing 101–120 of 120")).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(21);
    await expect(table.getByRole("row", { name: /Student 041/ })).toContainText("Left the course");
  });

  // One sentence whatever the failure (refused, down, slow: lib/lti/nrps/roster-answer.test.ts), so the
  // dashboard is no probe of the platform's network; the slowest shows the page is not kept waiting.
  test("a platform that does not answer the roster leaves the dashboard working, with a line in words", async ({ page }) => {
    await launch(page, { role: "instructor", course: "course-slow", sub: uniqueSubject("prof-fail"), name: "Fay Failing", game: "toc" });
    await expect(page.getByRole("dialog", { name: "Start a free trial" })).toBeVisible(SLOW);
    const started = Date.now();
    await page.goto("/games-overview");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Fay Failing");
    await expect(page.getByText("did not give this course's roster just now")).toBeVisible();
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});
