import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { publicRoutes } from "./support/routes";

// Every route a visitor can open, at both widths (@mobile runs this in the 390 px project too).
const routes = [...publicRoutes, "/login", "/signup", "/no-such-page"];

test.describe("axe on every route @mobile", () => {
  for (const route of routes) {
    test(`${route} has no accessibility violations`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto(route, { waitUntil: "networkidle" });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
      // The not-found page answers 404, which the browser itself logs; nothing else may be logged.
      expect(errors.filter((text) => !(route === "/no-such-page" && text.includes("404")))).toEqual([]);
    });
  }
});
