import { expect, test } from "@playwright/test";
import { registerAccount, setUpAccountsSpec } from "./support/accounts";
import { demoAccounts } from "./support/auth";
import { linkIn, pathOf, waitForMail } from "./support/mail";

// A professor's first hour: the log-in toggle, where a log-in lands, a verification link followed twice.
setUpAccountsSpec();

async function logIn(page: import("@playwright/test").Page, email: string, password: string, toggle?: "Student" | "Facilitator") {
  await page.goto("/login");
  if (toggle) await page.getByRole("radio", { name: toggle }).check();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
}

test.describe("the wrong toggle", () => {
  test("a facilitator on the Student toggle is signed in to their dashboard, and told it is their facilitator account", async ({
    page,
  }) => {
    const { email, password } = demoAccounts.facilitator;
    await logIn(page, email, password);
    await page.waitForURL((url) => url.pathname === "/games-overview", { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
    await expect(page.getByRole("status").filter({ hasText: "Signed in to your facilitator account" })).toBeVisible();
  });

  test("a student on the Facilitator toggle is signed in and told it is their student account", async ({ page }) => {
    const { email, password } = demoAccounts.student;
    await logIn(page, email, password, "Facilitator");
    await page.waitForURL((url) => url.pathname === "/", { timeout: 20_000 });
    await expect(page.getByRole("status").filter({ hasText: "Signed in to your student account" })).toBeVisible();
  });

  test("a wrong password still says the password is wrong, whatever the toggle", async ({ page }) => {
    await logIn(page, demoAccounts.facilitator.email, "not-the-password");
    await expect(page.getByRole("main").getByRole("alert").first()).toHaveText("Invalid email or password", { timeout: 20_000 });
  });
});

test.describe("where a log-in lands", () => {
  // A student on a phone, where the code box has the least room; a professor on a laptop.
  test("a student lands at the top of the home page, the code box in view, at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, demoAccounts.student.email, demoAccounts.student.password);
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByLabel("Have a session code?")).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a facilitator lands on the dashboard, at the top, at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 844 });
    await logIn(page, demoAccounts.facilitator.email, demoAccounts.facilitator.password, "Facilitator");
    await page.waitForURL((url) => url.pathname === "/games-overview");
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("a verification link followed again tells a verified person they are verified", async ({ page, request }) => {
  const account = await registerAccount(request, "Facilitator", "twice");
  const link = pathOf(linkIn(await waitForMail(account.email), "/verify-email"));
  await page.goto(link);
  await expect(page.getByRole("status")).toHaveText("Thank you! Your e-mail address is verified.");
  await page.goto(link);
  await expect(page.getByRole("status")).toHaveText("Your e-mail address is already verified. There is nothing more to do.");
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
});
