import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gameEntries } from "../content/games";
import { blockExternal } from "./requests.helpers";

const allTitles = gameEntries.map((game) => game.title);
const titlesOf = (...slugs: string[]) => gameEntries.filter((game) => slugs.includes(game.slug)).map((game) => game.title);

const section = (page: Page) => page.locator("#ourSimulations");
const cardTitles = (page: Page) => section(page).getByRole("heading", { level: 3 });
const count = (page: Page) => section(page).getByRole("status");
const filters = (page: Page) => page.getByRole("search", { name: "Filter simulations" });

async function openCatalogue(page: Page, query = "") {
  await page.goto(`/${query}#ourSimulations`);
  // The filters answer once the page has hydrated; the count is the catalogue's own.
  await expect(filters(page).getByLabel("Discipline")).toBeEditable();
}

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
});

// What each filter, search word and address value selects is lib/catalogue's (catalogue-filters.test.ts);
// here, what a person does with the filters and sees of them.
test.describe("Explore Simulations filters", () => {
  test("filters by discipline, and the address says so", async ({ page }) => {
    await openCatalogue(page);
    await expect(count(page)).toHaveText("Showing all 10 simulations");
    await filters(page).getByLabel("Discipline").selectOption({ label: "Supply Chain Management" });
    await expect(cardTitles(page)).toHaveText(titlesOf("fruit-bear-game", "ds-dilemma", "onion-dilemma"));
    await expect(count(page)).toHaveText("Showing 3 of 10 simulations");
    await expect(page).toHaveURL(/\/\?discipline=supply-chain-management#ourSimulations$/);
  });

  test("searches titles, subtitles and subjects", async ({ page }) => {
    await openCatalogue(page);
    const search = filters(page).getByLabel("Search");
    await search.fill("bullwhip");
    await expect(cardTitles(page)).toHaveText(["Fruit Beer Game"]);
    await search.fill("Theory of Constraints");
    await expect(cardTitles(page)).toHaveText(["Factory Manager Experience"]);
    await search.fill("procurement");
    await expect(cardTitles(page)).toHaveText(["The Dual Source Dilemma"]);
    await expect(page).toHaveURL(/\?q=procurement#ourSimulations$/);
  });

  test("a shared address opens the same filtered list, with the filters shown", async ({ page, browser }) => {
    await openCatalogue(page);
    await filters(page).getByLabel("Discipline").selectOption({ label: "Operations Management" });
    await filters(page).getByLabel("Format").selectOption({ label: "Team / multiplayer" });
    await expect(cardTitles(page)).toHaveText(["Order Ops"]);

    const other = await browser.newPage();
    await blockExternal(other);
    await other.goto(page.url());
    await expect(filters(other).getByLabel("Discipline")).toHaveValue("operations-management");
    await expect(filters(other).getByLabel("Format")).toHaveValue("team");
    await expect(filters(other).getByLabel("Length")).toHaveValue("");
    await expect(cardTitles(other)).toHaveText(["Order Ops"]);
    await expect(count(other)).toHaveText("Showing 1 of 10 simulations");
    await other.close();
  });

  test("Back undoes one filter at a time, and returns to the filtered list from a game", async ({ page }) => {
    await openCatalogue(page);
    await filters(page).getByLabel("Discipline").selectOption({ label: "Supply Chain Management" });
    await filters(page).getByLabel("Length").selectOption({ label: "About 1 hour" });
    await expect(cardTitles(page)).toHaveText(titlesOf("fruit-bear-game", "onion-dilemma"));

    await page.goBack();
    await expect(filters(page).getByLabel("Length")).toHaveValue("");
    await expect(cardTitles(page)).toHaveText(titlesOf("fruit-bear-game", "ds-dilemma", "onion-dilemma"));
    await page.goForward();
    await expect(cardTitles(page)).toHaveText(titlesOf("fruit-bear-game", "onion-dilemma"));

    await page.getByRole("link", { name: "Explore Onion Dilemma" }).click();
    await expect(page).toHaveURL(/\/onion-dilemma$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?discipline=supply-chain-management&length=hour#ourSimulations$/);
    await expect(cardTitles(page)).toHaveText(titlesOf("fruit-bear-game", "onion-dilemma"));
    await expect(filters(page).getByLabel("Length")).toHaveValue("hour");

    await page.goBack();
    await page.goBack();
    await expect(cardTitles(page)).toHaveText(allTitles);
    await expect(count(page)).toHaveText("Showing all 10 simulations");
  });

  test("typing a search is one step back, not one per letter", async ({ page }) => {
    await openCatalogue(page);
    await filters(page).getByLabel("Discipline").selectOption({ label: "Operations Management" });
    await filters(page).getByLabel("Search").pressSequentially("food");
    await expect(cardTitles(page)).toHaveText(["Order Ops"]);
    await page.goBack();
    await expect(filters(page).getByLabel("Search")).toHaveValue("");
    await expect(cardTitles(page)).toHaveText(titlesOf("fruit-bear-game", "order-ops", "toc"));
  });

  test("no match offers to clear the filters", async ({ page }) => {
    await openCatalogue(page);
    await filters(page).getByLabel("Search").fill("quantum physics");
    await expect(page.getByText("No game matches these filters.")).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(0);
    await expect(count(page)).toHaveText("Showing 0 of 10 simulations");
    await section(page).getByRole("button", { name: "Clear filters" }).click();
    await expect(cardTitles(page)).toHaveText(allTitles);
    await expect(filters(page).getByLabel("Search")).toHaveValue("");
    await expect(page).toHaveURL(/\/#ourSimulations$/);
  });

  test("works with the keyboard alone", async ({ page }) => {
    await openCatalogue(page);
    await filters(page).getByLabel("Search").focus();
    await page.keyboard.type("supply");
    await page.keyboard.press("Tab");
    await expect(filters(page).getByLabel("Discipline")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(filters(page).getByLabel("Length")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(filters(page).getByLabel("Length")).toHaveValue("hour");
    await expect(cardTitles(page)).toHaveText(titlesOf("fruit-bear-game", "onion-dilemma"));
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(section(page).getByRole("button", { name: "Clear filters" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Explore Fruit Beer Game" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/fruit-bear-game$/);
  });

  test("filtering asks the server for nothing", async ({ page }) => {
    await openCatalogue(page);
    await page.waitForLoadState("networkidle");
    const requests: string[] = [];
    page.on("request", (request) => {
      // Link prefetches of cards that come into view (an `_rsc` fetch and the game page's scripts) are
      // navigation, and the header's session check runs on window focus; neither is filtering. Any other
      // page load or data request would be.
      const url = new URL(request.url());
      const unrelated = url.searchParams.has("_rsc") || url.pathname === "/api/auth/session";
      if (["document", "fetch", "xhr"].includes(request.resourceType()) && !unrelated) requests.push(request.url());
    });
    await filters(page).getByLabel("Discipline").selectOption({ label: "Decision Sciences" });
    await filters(page).getByLabel("Search").fill("sustain");
    await expect(cardTitles(page)).toHaveText(["The Sustainable Select"]);
    await section(page).getByRole("button", { name: "Clear filters" }).click();
    await expect(cardTitles(page)).toHaveText(allTitles);
    expect(requests).toEqual([]);
  });

  test("without JavaScript the whole grid shows and the filters stay out of the way", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/?discipline=system-dynamics&length=short#ourSimulations");
    await expect(cardTitles(page)).toHaveText(allTitles);
    await expect(filters(page)).toBeHidden();
    await expect(count(page)).toBeHidden();
    await context.close();
  });
});

test.describe("axe on the filtered grid", () => {
  test("a filtered list and the no-match state have no accessibility violations", async ({ page }) => {
    await openCatalogue(page, "?discipline=operations-management&format=single-player");
    await expect(cardTitles(page)).toHaveText(["Fruit Beer Game", "Factory Manager Experience"]);
    const filtered = await new AxeBuilder({ page }).include("#ourSimulations").analyze();
    expect(filtered.violations).toEqual([]);
    // A fresh load: axe's helper page leaves this tab in the background, where typing would wait.
    await openCatalogue(page, "?q=zzz");
    await expect(page.getByText("No game matches these filters.")).toBeVisible();
    const empty = await new AxeBuilder({ page }).include("#ourSimulations").analyze();
    expect(empty.violations).toEqual([]);
  });
});
