import { expect, test } from "@playwright/test";

// A rule of the global stylesheet (app/globals.css), as the build writes it.
const GLOBAL_RULE = "--color-surface-strong:#e8edf6";
// The home page's hero (components/home/hero.module.css): a sheet only the home page links.
const HERO_BACKGROUND = "rgb(15, 27, 51)";

test.describe("each page's stylesheets travel once", () => {
  for (const route of ["/", "/the-ev-gambit", "/login", "/privacy-policy"]) {
    test(`${route}: the global stylesheet is a file the page links, not text in its HTML`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      expect(html).not.toContain(GLOBAL_RULE);
      const sheets = [...html.matchAll(/<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/g)].map((match) => match[1]!);
      const texts = await Promise.all(sheets.map(async (sheet) => (await request.get(sheet)).text()));
      expect(texts.filter((text) => text.includes(GLOBAL_RULE))).toHaveLength(1);
    });
  }

  test("the home page keeps its look when a person comes back to it inside the site", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("#hero");
    await expect(hero).toHaveCSS("background-color", HERO_BACKGROUND);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "BizSim Lab home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(hero).toHaveCSS("background-color", HERO_BACKGROUND);
    await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
  });
});
