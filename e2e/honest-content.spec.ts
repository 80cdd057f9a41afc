import { expect, test, type Page } from "@playwright/test";
import { gameEntries } from "../content/games";

// Placeholder videos, profiles and documents are never presented as real.
const placeholderHref = /youtube\.com|youtu\.be|linkedin\.com\/(in|company)\/[^"]*example|[/.-]example[/.-]/;

async function hrefsOf(page: Page, scope = page.locator("body")): Promise<string[]> {
  return scope.locator("a[href]").evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
}

test("no link on the home page or a game page points at a placeholder video or profile", async ({ page }) => {
  for (const path of ["/", "/toc", "/fruit-bear-game"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const hrefs = await hrefsOf(page);
    expect(hrefs.length, path).toBeGreaterThan(10);
    expect(
      hrefs.filter((href) => placeholderHref.test(href)),
      path,
    ).toEqual([]);
  }
});

test("the about and team sections link no placeholder profile", async ({ page }) => {
  await page.goto("/#team");
  for (const section of ["#aboutUs", "#team"]) {
    // The team's mail links stay (the site's own address); a profile link would be http(s).
    const profiles = (await hrefsOf(page, page.locator(section))).filter((href) => /^https?:/.test(href));
    expect(profiles.filter((href) => /linkedin|example/.test(href))).toEqual([]);
  }
});

test("a game's author appears by name, as plain text, not as a link to an invented profile", async ({ page }) => {
  const toc = gameEntries.find((game) => game.slug === "toc")!;
  await page.goto("/toc");
  const author = toc.authors[0]!;
  await expect(page.locator("p", { hasText: /^Author:/ }).getByText(author.name)).toBeVisible();
  await expect(page.getByRole("link", { name: author.name })).toHaveCount(0);
});

test("a stand-in document is labelled Sample on its card", async ({ page }) => {
  await page.goto("/toc");
  await page.getByRole("tab", { name: "Included Resources" }).click();
  const guide = page.getByRole("tabpanel", { name: "Included Resources" }).getByRole("listitem").filter({ hasText: "Game Guide" });
  await expect(guide).toContainText("Game Guide Sample");
});

test("What you get counts no placeholder video as a video tutorial", async ({ page }) => {
  await page.goto("/fruit-bear-game");
  const whatYouGet = page.getByRole("region", { name: "What you get" });
  await expect(whatYouGet).toBeVisible();
  await expect(whatYouGet.getByText(/video tutorial/)).toHaveCount(0);
});
