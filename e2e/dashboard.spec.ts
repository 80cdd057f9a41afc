import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Request } from "@playwright/test";
import { demoAccounts, isolateRateLimits, signIn, uniqueEmail, warmUpUpstream } from "./support/auth";
import { grantAccess } from "./support/reference-upstream";

/**
 * The reference upstream seeds the demo facilitator with (upstream-reference/src/seed.ts, days from
 * the server's start): ev-gambit +30, fruit-beer +90, stock-flow +365, dual-source −10 (expired),
 * theory-of-constraint (no expiry) and order-ops +30 (outside the dashboard's allow-list). The seed module
 * imports content, which is server-only, so the expectation is spelled out here.
 */
const expectedCards = [
  { title: "The EV Gambit", gameId: "ev-gambit", days: 30 },
  { title: "Fruit Beer Game", gameId: "fruit-beer", days: 90 },
  { title: "Customers In A Store", gameId: "stock-flow", days: 365 },
  { title: "Factory Manager Experience", gameId: "theory-of-constraint", days: null },
] as const;
const neverListed = ["The Dual Source Dilemma", "Order Ops"];

const dashboardHost = "https://dashboard.bizsimlab.example";
const gamesPath = "/api/dashboard/games";
const months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const datePattern = /^\d{2} (JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC) \d{4}$/;

/** 'DD MON YYYY' of the UTC day `days` after today. */
function utcDayLabel(days: number, now = Date.now()): string {
  const date = new Date(now);
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
  return `${String(day.getUTCDate()).padStart(2, "0")} ${months[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

function isGamesRequest(request: Request) {
  return new URL(request.url()).pathname === gamesPath && request.method() === "GET";
}

async function openDashboard(page: Page) {
  const { email, password, mode } = demoAccounts.facilitator;
  await signIn(page, email, password, mode);
  await page.goto("/games-overview");
}

const gameList = (page: Page) => page.getByRole("list", { name: "Accessible games" });
const cardLinks = (page: Page) => gameList(page).getByRole("link");
const toggle = (page: Page) => page.getByRole("button", { name: /^Your licensed games/ });

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  await warmUpUpstream(request);
});

test.beforeEach(async ({ context }) => {
  await isolateRateLimits(context);
});

test.describe("facilitator dashboard", () => {
  test("welcomes the facilitator and lists exactly the unexpired allow-listed games with their dates", async ({ page }) => {
    await openDashboard(page);
    await expect(page).toHaveTitle(/^Dashboard/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Demo Facilitator");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /nofollow/);

    await expect(cardLinks(page)).toHaveCount(expectedCards.length);
    const titles = await gameList(page).getByRole("heading", { level: 3 }).allTextContents();
    expect(titles).toEqual(expectedCards.map((card) => card.title));
    // The footer names every game; the dashboard's own content is in main.
    for (const title of neverListed) await expect(page.getByRole("main").getByText(title)).toHaveCount(0);

    for (const expected of expectedCards) {
      const card = cardLinks(page).filter({ hasText: expected.title });
      await expect(card).toHaveAttribute("href", `${dashboardHost}/sessions/${expected.gameId}`);
      await expect(card).toHaveAttribute("target", "_blank");
      await expect(card.getByRole("img")).toHaveCount(0); // decorative: the title names the game
      await expect(card.locator("img")).toHaveCount(1);
      if (expected.days === null) {
        await expect(card).toContainText("No expiry");
        await expect(card).not.toContainText("Licence valid until");
      } else {
        const date = (await card.locator("time").textContent()) ?? "";
        expect(date).toMatch(datePattern);
        // The seed ran when the server started: the same UTC day, or the one before around midnight.
        expect([utcDayLabel(expected.days), utcDayLabel(expected.days - 1)]).toContain(date);
        await expect(card).toContainText(`Licence valid until ${date}`);
      }
    }

    // Nothing empty is shown: no "Upcoming Games — No upcoming games available".
    await expect(page.getByRole("heading", { level: 2, name: "Upcoming Games" })).toHaveCount(0);
    await expect(page.getByText("No upcoming games available")).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("Refresh list fetches the list again and shows a record added to the database", async ({ page }) => {
    // A facilitator of this test's own, so the record added below cannot reach any other test.
    const facilitator = { name: "Refresh Tester", email: uniqueEmail("refresh"), password: "refresh-password" };
    const registered = await page.request.post("/api/register", {
      data: { ...facilitator, display_type: "Facilitator", confirmPassword: facilitator.password, terms: true },
    });
    expect(registered.status()).toBe(201);
    await signIn(page, facilitator.email, facilitator.password, "facilitator");
    const requests: string[] = [];
    page.on("request", (request) => {
      if (isGamesRequest(request)) requests.push(request.url());
    });
    await page.goto("/games-overview");
    await expect(page.getByText("No accessible games found")).toBeVisible();
    // The server drew the (empty) list: the page asks for it again only on Refresh.
    expect(requests).toEqual([]);

    // Added to the upstream's database while the page is open, through the reference upstream's admin route.
    const expiryDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const grant = await grantAccess(page.request, {
      email: facilitator.email,
      gameId: "defect-detective",
      simulationName: "defect_detectives",
      expiryDate,
    });
    expect(grant.status()).toBe(200);
    const response = page.waitForResponse((res) => isGamesRequest(res.request()));
    await page.getByRole("button", { name: "Refresh list" }).click();
    expect((await response).status()).toBe(200);
    expect(requests).toHaveLength(1);
    await expect(cardLinks(page)).toHaveCount(1);
    const added = cardLinks(page).filter({ hasText: "Defect Detectives" });
    await expect(added).toContainText(`Licence valid until ${utcDayLabel(10)}`);
    await expect(added).toHaveAttribute("href", `${dashboardHost}/sessions/defect-detective`);
  });

  test("the section collapses and expands from the keyboard", async ({ page }) => {
    await openDashboard(page);
    await expect(cardLinks(page)).toHaveCount(expectedCards.length);
    const button = toggle(page);
    const panelId = await button.getAttribute("aria-controls");
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toContainText(expectedCards[0].title);
    await expect(button).toHaveAttribute("aria-expanded", "true");

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await expect(gameList(page)).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(cardLinks(page)).toHaveCount(expectedCards.length);

    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Refresh list" })).toBeFocused();
  });

  test("a refresh that fails shows the error with its reason, and Retry recovers", async ({ page }) => {
    await openDashboard(page);
    await expect(cardLinks(page)).toHaveCount(expectedCards.length);
    await page.route(`**${gamesPath}`, (route) =>
      route.fulfill({ status: 502, json: { message: "The service is unavailable. Please try again later." } }),
    );
    await page.getByRole("button", { name: "Refresh list" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Error loading games" });
    await expect(alert).toHaveText(/Error loading games: The service is unavailable\. Please try again later\./);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.unroute(`**${gamesPath}`);
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(cardLinks(page)).toHaveCount(expectedCards.length);
    await expect(alert).toHaveCount(0);
  });

  test("the cards are drawn on the server: in the page's HTML, with no request for the list on load", async ({ page }) => {
    const { email, password, mode } = demoAccounts.facilitator;
    await signIn(page, email, password, mode);
    const html = await (await page.request.get("/games-overview")).text();
    for (const expected of expectedCards) {
      expect(html).toContain(`href="${dashboardHost}/sessions/${expected.gameId}"`);
      expect(html).toContain(`>${expected.title}</h3>`);
    }
    expect(html).toMatch(/Licence valid until.{0,20}<time datetime="[^"]+"[^>]*>\d{2} [A-Z]{3} \d{4}<\/time>/i);

    const requests: string[] = [];
    page.on("request", (request) => {
      if (isGamesRequest(request)) requests.push(request.url());
    });
    await page.goto("/games-overview");
    await expect(cardLinks(page)).toHaveCount(expectedCards.length);
    await expect(page.locator('ul[aria-hidden="true"]')).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test("a card opens the game's session page on the dashboard host in a new tab and sets the current game", async ({
    page,
    context,
    baseURL,
  }) => {
    const ownOrigin = new URL(baseURL!).origin;
    const external: string[] = [];
    // Never load the real dashboard host.
    await context.route(
      (url) => url.origin !== ownOrigin,
      (route) => {
        external.push(route.request().url());
        return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Dashboard host stub</title>" });
      },
    );
    await openDashboard(page);
    const put = page.waitForRequest(
      (request) => new URL(request.url()).pathname === "/api/dashboard/current-game" && request.method() === "PUT",
    );
    const popup = page.waitForEvent("popup");
    await cardLinks(page).filter({ hasText: "Fruit Beer Game" }).click();

    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${dashboardHost}/sessions/fruit-beer`);
    expect(external).toContain(`${dashboardHost}/sessions/fruit-beer`);
    const request = await put;
    expect(request.postDataJSON()).toEqual({ game_id: "fruit-beer" });
    expect((await request.response())?.ok()).toBe(true);
    expect(page.url()).toBe(`${ownOrigin}/games-overview`);
  });

  test("the game still opens when setting the current game fails", async ({ page, context, baseURL }) => {
    const ownOrigin = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== ownOrigin,
      (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>stub</title>" }),
    );
    await page.route("**/api/dashboard/current-game", (route) =>
      route.fulfill({ status: 502, json: { message: "The service is unavailable. Please try again later." } }),
    );
    await openDashboard(page);
    const popup = page.waitForEvent("popup");
    await cardLinks(page).filter({ hasText: "The EV Gambit" }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${dashboardHost}/sessions/ev-gambit`);
  });

  test("no accessibility violations, expanded and collapsed", async ({ page }) => {
    // Two full axe passes over the dashboard: each takes seconds on two busy cores.
    test.setTimeout(60_000);
    await openDashboard(page);
    await expect(cardLinks(page)).toHaveCount(expectedCards.length);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test.describe("who can reach the dashboard", () => {
  test("a visitor is sent to log in, with the way back kept", async ({ page }) => {
    await page.goto("/games-overview");
    await expect(page).toHaveURL(/\/login\?redirect=(\/|%2F)games-overview&role=Facilitator$/);
  });

  // At the narrowest width, where the notice has the least room to stay in view.
  test("a student is sent to the home page and told why, at 320 px", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const { email, password, mode } = demoAccounts.student;
    await signIn(page, email, password, mode);
    await page.goto("/games-overview");
    const notice = page.getByRole("status").filter({ hasText: "The dashboard is for facilitators" });
    await expect(notice).toHaveText("The dashboard is for facilitators, so we brought you to the home page.Dismiss");
    await expect(notice).toBeInViewport();
    // The flag leaves the address, so a reload does not say it again.
    await expect(page).toHaveURL(`${new URL(baseURL!).origin}/`);
    await expect(page.getByRole("heading", { name: /^Welcome/ })).toHaveCount(0);
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await expect(page.getByText("The dashboard is for facilitators")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("The dashboard is for facilitators")).toHaveCount(0);
  });

  test("a made-up notice in the address shows nothing", async ({ page }) => {
    await page.goto("/?notice=Your%20account%20is%20locked");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Your account is locked")).toHaveCount(0);
  });
});
