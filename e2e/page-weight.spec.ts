import { expect, test } from "./support/test";

// A rule of the global stylesheet (app/globals.css), as the build writes it.
const GLOBAL_RULE = "--color-surface-strong:#e8edf6";
// The home page's hero (components/home/hero.module.css): a sheet only the home page inlines.
const HERO_BACKGROUND = "rgb(15, 27, 51)";

test.describe("each page's stylesheets travel once", () => {
  for (const route of ["/", "/the-ev-gambit", "/login", "/privacy-policy"]) {
    test(`${route}: the global stylesheet is in its HTML once, in the <style> that styles it`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      expect(html.split(GLOBAL_RULE)).toHaveLength(2);
      expect(html).toMatch(new RegExp(`<style data-precedence="next" data-href="[^"]+">[^<]*${GLOBAL_RULE}`));
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
