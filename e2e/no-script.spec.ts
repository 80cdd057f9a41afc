import { expect, test } from "@playwright/test";
import { gameEntries } from "../content/games";
import { blockExternal } from "./requests.helpers";

// With JavaScript off, what can work without it does.
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
});

test("the join box reaches the code's page", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("Have a session code?").fill("EV4321");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page).toHaveURL(/\/join\/EV4321$/);
  await expect(page.getByText("EV4321")).toBeVisible();
});

test("Request a Demo reaches the contact form", async ({ page }) => {
  await page.goto("/the-ev-gambit");
  await page.getByRole("banner").getByRole("button", { name: "Request a Demo" }).click();
  await expect(page).toHaveURL(/\/#sendUsMessage$/);
  await expect(page.locator("#sendUsMessage").getByLabel("Name")).toBeVisible();
});

test("the catalogue shows every game", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#ourSimulations").getByRole("heading", { level: 3 })).toHaveCount(gameEntries.length);
});

test("Sign Up and Log In links lead to their forms", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await page.getByRole("link", { name: "Log In", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
});
