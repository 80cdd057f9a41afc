import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { registerAccount, setUpAccountsSpec } from "./support/accounts";
import { signIn, uniqueEmail } from "./support/auth";
import { waitForMail } from "./support/mail";

// Issue 28, a professor's first hour: the trial asks for an account and says so; after the trial, a mail and a dashboard with a next step.
setUpAccountsSpec();
// Sign-up, mail and two full page loads per test on a shared two-core machine.
test.describe.configure({ timeout: 150_000 });

function trialDialog(page: Page) {
  return page.getByRole("dialog", { name: "Preview simulation of your choice" });
}

test("a visitor's trial: told an account is needed, signs up, and is back on the same game page with the dialog filled and the role kept", async ({ page }) => {
  const email = uniqueEmail("prof.trial");
  await page.goto("/the-ev-gambit");
  await page.getByRole("button", { name: "Take a Free Trial" }).click();
  await trialDialog(page).getByLabel("Email").fill(email);
  await trialDialog(page).getByLabel("Name").fill("Pat Professor");
  await trialDialog(page).getByLabel("Role").selectOption("Facilitator");
  await trialDialog(page).getByRole("button", { name: "Submit" }).click();

  await expect(trialDialog(page).getByRole("heading", { name: "Create a free account to start your trial" })).toBeVisible();
  await trialDialog(page).getByRole("link", { name: "Create a free account" }).click();
  await page.waitForURL((url) => url.pathname === "/signup");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Pat Professor");
  await expect(page.getByLabel("Role")).toHaveValue("Facilitator");
  await page.getByLabel("Password", { exact: true }).fill("secret-123");
  await page.getByLabel("Confirm Password", { exact: true }).fill("secret-123");
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(trialDialog(page)).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe("/the-ev-gambit");
  await expect(trialDialog(page).getByLabel("Simulation")).toHaveValue("ev-gambit");
  await expect(trialDialog(page).getByLabel("Email")).toHaveValue(email);
  await expect(trialDialog(page).getByLabel("Name")).toHaveValue("Pat Professor");
  await expect(trialDialog(page).getByLabel("Role")).toHaveValue("Facilitator");
});

test("a new facilitator: the dashboard says how to get a game; a trial mails its access details and shows as a pending request", async ({ page, request }) => {
  const account = await registerAccount(request, "Facilitator", "new.prof");
  await signIn(page, account.email, account.password, "facilitator");
  await page.goto("/games-overview");
  await expect(page.getByText("No accessible games found.")).toBeVisible();
  const ways = page.getByRole("list", { name: "Ways to get a game" });
  await expect(ways.getByRole("link", { name: "Take a Free Trial" })).toHaveAttribute("href", "/#ourSimulations");
  await expect(ways.getByRole("link", { name: "Request a Demo" })).toHaveAttribute("href", "/#contactUs");
  await expect(ways.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", /^mailto:/);

  const trialEmail = uniqueEmail("trial.mail");
  await page.goto("/order-ops");
  await page.getByRole("button", { name: "Take a Free Trial" }).click();
  await trialDialog(page).getByLabel("Email").fill(trialEmail);
  await trialDialog(page).getByRole("button", { name: "Submit" }).click();
  await expect(trialDialog(page).getByRole("heading", { name: "Success!" })).toBeVisible({ timeout: 20_000 });

  const mail = await waitForMail(trialEmail);
  expect(mail.subject).toBe("Your free trial of Order Ops: access details");
  expect(mail.text).toMatch(/Session code: OP-[A-Z0-9]{6}/);

  await page.goto("/games-overview");
  const pending = page.getByRole("region", { name: "Your trial requests" });
  await expect(pending.getByRole("link", { name: "Order Ops" })).toHaveAttribute("href", "/order-ops");
  await expect(pending.getByText(/^Requested \d{2} [A-Z]{3} \d{4}$/)).toBeVisible();
});
