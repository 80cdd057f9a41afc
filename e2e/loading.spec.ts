import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

async function opensRequestADemo(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Request a Demo" }).click();
  await expect(page.getByRole("dialog", { name: "Request a Demo" })).toBeVisible();
}

async function facilitatorHidesGoogle(page: Page) {
  await page.getByRole("radio", { name: "Facilitator" }).check();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
}

const routes: [string, (page: Page) => Promise<void>][] = [
  ["/", opensRequestADemo],
  ["/the-ev-gambit", opensRequestADemo],
  ["/privacy-policy", opensRequestADemo],
  ["/login", facilitatorHidesGoogle],
];

test.describe("loading order", () => {
  for (const [route, interact] of routes) {
    test(`${route}: Next's scripts are asked for after the first contentful paint, and the page still hydrates`, async ({ page }) => {
      await page.goto(route);
      const timings = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.includes("/_next/static/chunks/") && entry.name.endsWith(".js"))
          .map((entry) => entry.startTime),
      }));
      expect(timings.scripts.length).toBeGreaterThan(3);
      for (const requested of timings.scripts) expect(requested).toBeGreaterThanOrEqual(timings.firstContentfulPaint);
      await interact(page);
    });
  }
});
