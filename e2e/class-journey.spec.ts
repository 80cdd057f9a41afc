import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { demoAccounts, isolateRateLimits, signIn } from "./support/auth";

/**
 * The class journey on a fresh clone: the games' own sites are the reference game host this site serves
 * (scripts/serve-e2e.mjs starts a site with it on E2E_PORT + 7, on the suite's build and upstream).
 * The professor opens the game from the dashboard, a student joins from a phone by the shared link, and
 * the professor's lobby shows them arrive.
 */
const standInSite = `http://localhost:${Number(process.env.E2E_PORT || 3100) + 7}`;
const shotsDir = process.env.E2E_SHOTS_DIR;

test.use({ baseURL: standInSite });
// A fresh site process and a few sign-ins on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  // The third site starts beside the suite's main one; wait for its stores as a load balancer would.
  await expect
    .poll(async () => (await request.get(`${standInSite}/api/health/ready`).catch(() => null))?.status() ?? 0, { timeout: 60_000 })
    .toBe(200);
});

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The demo facilitator's browser, signed in, opening a game's lobby from its card on the dashboard. */
async function professorOpensGame(page: Page, title: string): Promise<{ lobby: Page; code: string }> {
  await isolateRateLimits(page.context());
  const { email, password, mode } = demoAccounts.facilitator;
  await signIn(page, email, password, mode);
  await page.goto("/games-overview");
  const popup = page.waitForEvent("popup");
  await page.getByRole("list", { name: "Accessible games" }).getByRole("link").filter({ hasText: title }).click();
  const lobby = await popup;
  await expect(lobby.getByRole("heading", { level: 1 })).toHaveText(title);
  const code = (await lobby.locator("strong").first().textContent())?.trim() ?? "";
  return { lobby, code };
}

async function professorInOwnWindow(browser: Browser, title: string) {
  const context = await browser.newContext({ baseURL: standInSite, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, ...(await professorOpensGame(page, title)) };
}

test.describe("the class journey on the reference game host", () => {
  test("the professor opens the game from the dashboard and sees the session's lobby, said to be a stand-in", async ({ page }) => {
    const { lobby, code } = await professorOpensGame(page, "Fruit Beer Game");
    expect(new URL(lobby.url()).pathname).toBe(`/reference-game/lobby/${code}`);
    expect(code).toMatch(/^FB-[A-Z0-9]{6}$/);
    await expect(lobby.getByText("Class lobby")).toBeVisible();
    await expect(lobby.getByText(`Students join with the code ${code}`)).toBeVisible();
    await expect(lobby.getByRole("complementary", { name: "Stand-in game site" })).toContainText(
      "This page stands in for the game's own site",
    );
    await expect(lobby.getByRole("heading", { name: /Students in the lobby/ })).toBeVisible();
    // Opening the game again the same day lands in the same lobby.
    const again = page.waitForEvent("popup");
    await page.getByRole("list", { name: "Accessible games" }).getByRole("link").filter({ hasText: "Fruit Beer Game" }).click();
    await expect((await again).getByText(`Students join with the code ${code}`)).toBeVisible();
    // Back on the dashboard, the session is listed with its code, once, beside the licensed games.
    await page.reload();
    const sessions = page.getByRole("region", { name: "Your class sessions" }).getByRole("listitem").filter({ hasText: code });
    await expect(sessions).toHaveCount(1);
    await expect(sessions.getByRole("heading", { level: 3 })).toHaveText("Fruit Beer Game");
    await expect(sessions).toContainText("Licensed · open today");
    await expect(sessions.getByRole("link", { name: /^Project join screen/ })).toHaveAttribute("href", `/join/${code}/project`);
    await expectNoAxeViolations(page);
  });

  test("a student who joins from a phone with a name arrives in the professor's lobby @mobile", async ({ page, browser }) => {
    const professor = await professorInOwnWindow(browser, "The EV Gambit");
    try {
      const { lobby, code } = professor;
      const name = `Ana Lima ${Math.random().toString(36).slice(2, 6)}`;
      // The shared link or the QR code: /join/<code> on the site, then its Join.
      await isolateRateLimits(page.context());
      await page.goto(`/join/${code}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The EV Gambit");
      const tab = page.waitForEvent("popup");
      await page.getByRole("button", { name: "Join", exact: true }).click();
      const game = await tab;
      await expect(game.getByRole("heading", { level: 1 })).toHaveText("The EV Gambit");
      await expect(game.getByRole("complementary", { name: "Stand-in game site" })).toBeVisible();
      await game.getByLabel("Your name").fill(name);
      await game.getByRole("button", { name: "Enter the lobby" }).click();
      await expect(game.getByRole("heading", { level: 1 })).toHaveText(`You're in, ${name}!`);

      const arrived = lobby.getByRole("list", { name: "Students in the lobby" }).getByRole("listitem").filter({ hasText: name });
      await expect(arrived).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(lobby);
      await expectNoAxeViolations(game);
      if (shotsDir) {
        await lobby.screenshot({ path: `${shotsDir}/lobby-1280.png`, fullPage: true });
        await lobby.setViewportSize({ width: 390, height: 844 });
        await expect(arrived).toBeVisible();
        await lobby.screenshot({ path: `${shotsDir}/lobby-390.png`, fullPage: true });
        await game.screenshot({ path: `${shotsDir}/student-in-lobby-390.png`, fullPage: true });
      }
      const sideways = await lobby.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways).toBeLessThanOrEqual(0);
    } finally {
      await professor.context.close();
    }
  });

  test("the projected screen shows a student's name within 5 s of their joining, and the professor removes it", async ({
    page,
    browser,
  }) => {
    const professor = await professorInOwnWindow(browser, "Fruit Beer Game");
    try {
      const { context, code } = professor;
      const screen = await context.newPage();
      await screen.goto(`/join/${code}/project`);
      await expect(screen.getByTestId("join-code")).toHaveText(code);
      const names = screen.getByRole("list", { name: "Students in the lobby" });

      const name = `Bea Costa ${Math.random().toString(36).slice(2, 6)}`;
      await isolateRateLimits(page.context());
      await page.goto(`/reference-game/join/fruit-bear-game?code=${code}`);
      await page.getByLabel("Your name").fill(name);
      await page.getByRole("button", { name: "Enter the lobby" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`You're in, ${name}!`);

      const arrived = names.getByRole("listitem").filter({ hasText: name });
      await expect(arrived).toBeVisible({ timeout: 5_000 });
      await expect(screen.getByRole("status").filter({ hasText: /^\d+ joined$/ })).toBeVisible();
      await expect(screen.getByRole("button", { name: "Full screen" })).toBeVisible();
      await expectNoAxeViolations(screen);
      if (shotsDir) await screen.screenshot({ path: `${shotsDir}/projected-arrivals-1280.png` });

      await screen.getByRole("button", { name: `Remove ${name}` }).click();
      await expect(arrived).toHaveCount(0);
    } finally {
      await professor.context.close();
    }
  });

  test("a student without a name is asked for one, in words", async ({ page, browser }) => {
    const professor = await professorInOwnWindow(browser, "Factory Manager Experience");
    try {
      await isolateRateLimits(page.context());
      await page.goto(`/reference-game/join/toc?code=${professor.code}`);
      await page.getByRole("button", { name: "Enter the lobby" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Please enter your name" })).toBeVisible();
      await expect(page.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    } finally {
      await professor.context.close();
    }
  });

  test("a mistyped code of a game's format is answered on the site, in words, with no Join", async ({ page, browser }) => {
    const professor = await professorInOwnWindow(browser, "The EV Gambit");
    try {
      const { code } = professor;
      // One character off, as a student misreads a projected code.
      const last = code.at(-1) === "A" ? "B" : "A";
      const mistyped = `${code.slice(0, -1)}${last}`;
      await page.goto(`/join/${mistyped.toLowerCase()}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`No class session has the code ${mistyped}.`);
      await expect(page.getByText("Check the code with your instructor: a letter or digit may be mistyped.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Join", exact: true })).toHaveCount(0);
      expect(new URL(page.url()).origin).toBe(standInSite);
      await expectNoAxeViolations(page);
    } finally {
      await professor.context.close();
    }
  });
});
