import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// A public page for professors and their IT says the site works inside their LMS.
test("a professor finds For your LMS in the footer, and it tells them what a course link does", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("navigation", { name: "Help Center" }).getByRole("link", { name: "For your LMS" }).click();
  await expect(page).toHaveURL(/\/for-your-lms$/);
  await expect(page.getByRole("heading", { level: 1, name: "For your LMS" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "What a course link does" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "For your students" })).toBeVisible();
  for (const platform of ["Canvas", "Moodle", "Blackboard", "D2L Brightspace"]) {
    await expect(page.getByRole("heading", { level: 3, name: platform, exact: true })).toBeVisible();
  }
});

test("from a game's What you get, the professor reaches the page with the addresses to send IT", async ({ page }) => {
  await page.goto("/toc");
  await page.getByRole("region", { name: "What you get" }).getByRole("link", { name: "For your LMS" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "What to send your IT" })).toBeVisible();
  const addresses = page.getByRole("table", { name: "The tool's addresses" });
  await expect(addresses.getByRole("row", { name: /OIDC login initiation URL/ })).toContainText(/\/api\/lti\/login$/);
  await expect(addresses.getByRole("row", { name: /Public keyset \(JWKS\) URL/ })).toContainText("/api/lti/jwks");
  const roles = page.getByRole("table", { name: "LMS roles and what they do here" });
  await expect(roles.getByRole("row", { name: /Teaching Assistant/ })).toContainText("Signs in here as a facilitator");
  await expect(roles.getByRole("row", { name: /^Learner/ })).toContainText("no account here");
});

test("the FAQ links to For your LMS", async ({ page }) => {
  await page.goto("/#faq");
  await page.getByText("Can I put a game in my Canvas, Moodle, Blackboard or D2L course?").click();
  await page.locator("#faq").getByRole("link", { name: "For your LMS" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "For your LMS" })).toBeVisible();
});

test("For your LMS has no axe violations and nothing scrolls sideways at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/for-your-lms");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
