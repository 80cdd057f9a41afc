import { expect, test, type Browser } from "@playwright/test";
import { demoAccounts, isolateRateLimits, signInThroughForm } from "../../../e2e/support/auth";

/**
 * A professor from a search for the game to ten students' names on the projected screen, at 1280 and
 * 390 px, on the site with the stand-in game host (E2E_PORT + 7). Screenshots are written beside this file.
 */
const standInSite = `http://localhost:${Number(process.env.E2E_PORT || 3100) + 7}`;
const shots = (width: number, step: string) => `${__dirname}/${width}-${step}.png`;
const students = [
  "Ana Lima",
  "Bea Costa",
  "Chen Wei",
  "Dara Okafor",
  "Eli Novak",
  "Femi Adeyemi",
  "Gita Rao",
  "Hugo Brandt",
  "Ines Moreau",
  "Jonas Berg",
];

test.use({ baseURL: standInSite });

test.beforeAll(async ({ request }) => {
  // The stand-in site starts beside the suite's main one: wait for its stores, as a load balancer would.
  await expect
    .poll(async () => (await request.get(`${standInSite}/api/health/ready`).catch(() => null))?.status() ?? 0, { timeout: 60_000 })
    .toBe(200);
});

async function studentJoins(browser: Browser, code: string, name: string, shot?: string) {
  const context = await browser.newContext({ baseURL: standInSite, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await isolateRateLimits(context);
  const phone = await context.newPage();
  await phone.goto(`/join/${code}`);
  const tab = phone.waitForEvent("popup");
  await phone.getByRole("button", { name: "Join", exact: true }).click();
  const game = await tab;
  await game.getByLabel("Your name").fill(name);
  await game.getByRole("button", { name: "Enter the lobby" }).click();
  await expect(game.getByRole("heading", { level: 1 })).toHaveText(`You're in, ${name}!`);
  if (shot) await game.screenshot({ path: shot, fullPage: true });
  await context.close();
}

// One game per width: a professor's lobby for a game is the same all day.
const walks = [
  { width: 1280, search: "beer", title: "Fruit Beer Game" },
  { width: 390, search: "gambit", title: "The EV Gambit" },
];

for (const { width, search: term, title } of walks) {
  test(`a professor from a search to ten names on the projected screen at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: standInSite, viewport: { width, height: width > 800 ? 800 : 844 } });
    await isolateRateLimits(context);
    const page = await context.newPage();

    await page.goto("/#ourSimulations");
    const search = page.getByRole("search", { name: "Filter simulations" }).getByLabel("Search");
    await search.fill(term);
    const result = page.getByRole("heading", { level: 3, name: title });
    await expect(result).toBeVisible();
    // The search box and its result in one view, below the fixed header.
    await search.evaluate((box) => window.scrollTo(0, box.getBoundingClientRect().top + window.scrollY - 140));
    await page.screenshot({ path: shots(width, "1-search") });
    await page
      .getByRole("link", { name: new RegExp(title) })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await page.screenshot({ path: shots(width, "2-game-page") });

    const { email, password } = demoAccounts.facilitator;
    await signInThroughForm(page, email, password, "facilitator", "?redirect=/games-overview");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
    await page.screenshot({ path: shots(width, "3-dashboard"), fullPage: true });

    const popup = page.waitForEvent("popup");
    await page.getByRole("list", { name: "Accessible games" }).getByRole("link").filter({ hasText: title }).click();
    const lobby = await popup;
    await expect(lobby.getByText("Class lobby")).toBeVisible();
    const code = (await lobby.locator("strong").first().textContent())?.trim() ?? "";
    await lobby.screenshot({ path: shots(width, "4-lobby"), fullPage: true });

    const screen = await context.newPage();
    await screen.goto(`/join/${code}/project`);
    await expect(screen.getByTestId("join-code")).toHaveText(code);
    await screen.screenshot({ path: shots(width, "5-projected-waiting") });

    for (const [i, name] of students.entries())
      await studentJoins(browser, code, name, i === 0 ? shots(width, "6-student-phone") : undefined);
    const names = screen.getByRole("list", { name: "Students in the lobby" });
    for (const name of students) await expect(names.getByText(name)).toBeVisible({ timeout: 10_000 });
    await expect(screen.getByRole("status").filter({ hasText: /^\d+ joined$/ })).toBeVisible();
    await screen.screenshot({ path: shots(width, "7-projected-ten") });

    await page.reload();
    await expect(page.getByRole("region", { name: "Your class sessions" }).getByText(code, { exact: true })).toBeVisible();
    await page.screenshot({ path: shots(width, "8-dashboard-session"), fullPage: true });
    await context.close();
  });
}

test("the dashboard with two trials and a licensed session at 320, 390 and 1280 px", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: standInSite, viewport: { width: 1280, height: 800 } });
  await isolateRateLimits(context);
  const page = await context.newPage();
  const { email, password } = demoAccounts.facilitator;
  await signInThroughForm(page, email, password, "facilitator", "?redirect=/games-overview");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
  // Two trials of games the account holds no licence for, as the trial dialog sends them.
  for (const game of ["onion-dilemma", "defect-detective"]) {
    const answer = await page.request.post("/api/trial", { data: { current_trial_game_id: game }, headers: { origin: standInSite } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  const popup = page.waitForEvent("popup");
  await page.getByRole("list", { name: "Accessible games" }).getByRole("link").filter({ hasText: "Customers In A Store" }).click();
  await (await popup).close();
  await page.reload();
  const sessions = page.getByRole("region", { name: "Your class sessions" }).getByRole("listitem");
  await expect(sessions.filter({ hasText: "Trial · active" })).toHaveCount(2);
  await expect(sessions.filter({ hasText: "Licensed · open today" }).filter({ hasText: "Customers In A Store" })).toHaveCount(1);
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: shots(width, "dashboard-trials-and-licensed"), fullPage: true });
  }
  await context.close();
});
