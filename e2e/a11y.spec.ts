import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { demoAccounts, isolateRateLimits, signIn } from "./support/auth";
import { registerAccount, verifyByMail } from "./support/accounts";

// One page of every kind a visitor can open, walked in one test at each width (@mobile runs it at 390 px
// too): the ten game pages share one template, whose content rules (alt text, the colour under white
// text) are checked for every game in content.test.ts. A page's own states (tabs, dialogs, filters) are
// checked where its spec opens them.
const pages = [
  "/",
  "/the-ev-gambit",
  "/to-pay-or-not-to-pay",
  "/for-your-lms",
  "/terms-and-conditions",
  "/privacy-policy",
  "/login",
  "/signup",
  "/no-such-page",
];

test("every kind of page has no accessibility violations and logs no error @mobile", async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  const found: Record<string, string[]> = {};
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    if (violations.length)
      found[path] = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  }
  expect(found).toEqual({});
  // The not-found page answers 404, which the browser itself logs; nothing else may be logged.
  expect(errors.filter((text) => !(text.includes("/no-such-page") && text.includes("404")))).toEqual([]);
});

// Pages a visitor cannot reach signed out: the trial dialog, the dashboard with a trial, a join page.
test.describe("axe on the pages of a class's preparation", () => {
  test.describe.configure({ timeout: 90_000 });

  async function expectNoViolations(page: Page) {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  }

  test("the trial dialog of a game, then the dashboard with that trial", async ({ page, request }) => {
    await isolateRateLimits(page.context());
    const account = await registerAccount(request, "Facilitator", "a11y-trial");
    await verifyByMail(request, account.email);
    await signIn(page, account.email, account.password, "facilitator");
    await page.goto("/stock-flow-game");
    await page.getByRole("button", { name: "Take a Free Trial" }).click();
    const dialog = page.getByRole("dialog", { name: "Start a free trial of Customers In A Store" });
    await expect(dialog.getByRole("button", { name: "Start my trial of Customers In A Store" })).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole("button", { name: "Start my trial of Customers In A Store" }).click();
    await expect(dialog.getByRole("heading", { name: "Success!" })).toBeVisible();
    await expectNoViolations(page);
    await page.goto("/games-overview");
    await expect(page.getByRole("heading", { name: "Your class sessions" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("a join page, as a student sees it", async ({ page }) => {
    await isolateRateLimits(page.context());
    await signIn(page, demoAccounts.student.email, demoAccounts.student.password, "student");
    await page.goto("/join/SF-42");
    await expect(page.getByRole("button", { name: "Join", exact: true })).toBeVisible();
    await expectNoViolations(page);
  });
});
