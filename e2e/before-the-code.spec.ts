import { expect, test } from "@playwright/test";
import { blockExternal } from "./requests.helpers";
import { demoAccounts, signIn } from "./support/auth";
import { holdScripts } from "./support/hold-scripts";

// Between the first paint and the arrival of the page's code (a second or more on a phone's first
// visit), the controls a person sees already do what they say. The page's scripts are held back until
// each check is done, then let through: what the early tap did is kept once the code runs.

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
});

test("the phone menu opens before the page's code has run, and the code then closes it on Esc", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const header = page.getByRole("banner");
  const menu = header.getByRole("button", { name: "Menu" });
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(header.getByRole("link", { name: "About Us" })).toBeVisible();

  scripts.release();
  await page.waitForLoadState("load");
  // Esc is the page's code: it closes the menu the early tap opened, once that code has taken over.
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false", { timeout: 1_000 });
  }).toPass();
  await expect(header.getByRole("link", { name: "About Us" })).toBeHidden();
  await menu.click();
  await expect(header.getByRole("link", { name: "About Us" })).toBeVisible();
});

test("a game page's tab shows its panel before the page's code has run, and stays chosen once it runs", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/the-ev-gambit", { waitUntil: "domcontentloaded" });
  await page.getByRole("tab", { name: "Included Resources" }).click();
  const resources = page.getByRole("tabpanel", { name: "Included Resources" });
  await expect(resources.getByText("Game Guide")).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeHidden();

  scripts.release();
  await page.waitForLoadState("load");
  await expect(page.getByRole("tab", { name: "Included Resources" })).toHaveAttribute("aria-selected", "true");
  await expect(resources.getByText("Game Guide")).toBeVisible();
});

test("sign-up's Log In link keeps the trial's query before the page's code has run", async ({ page }) => {
  await holdScripts(page);
  await page.goto("/signup?redirect=free-trial&game=the-ev-gambit&role=Facilitator", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("link", { name: "Log In", exact: true })).toHaveAttribute(
    "href",
    "/login?redirect=free-trial&game=the-ev-gambit&role=Facilitator",
  );
});

test("log-in's Sign Up link keeps the query but not next-auth's error before the page's code has run", async ({ page }) => {
  await holdScripts(page);
  await page.goto("/login?redirect=free-trial&email=fay%40example.com&error=CredentialsSignin", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup?redirect=free-trial&email=fay%40example.com");
});

test("the reset page's Send Reset Link is shown as not ready until the page's code runs, and keeps an early e-mail", async ({ page }) => {
  await page.route("**/api/password-reset", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ success: true }) }),
  );
  const scripts = await holdScripts(page);
  await page.goto("/reset-password", { waitUntil: "domcontentloaded" });
  const email = page.getByLabel("Email");
  await email.fill("early.reset@example.edu");
  const send = page.getByRole("button", { name: "Send Reset Link" });
  await expect(send).toBeDisabled();
  scripts.release();
  await expect(send).toBeEnabled();
  await expect(email).toHaveValue("early.reset@example.edu");
  const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/password-reset"));
  await send.click();
  expect((await sent).postDataJSON()).toMatchObject({ email: "early.reset@example.edu" });
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "If an account exists for that e-mail, we have sent a link to reset the password.",
  );
});

test("Log In and Continue with Google are shown as not ready until the page's code runs, then work", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("button", { name: "Log In", exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
  scripts.release();
  await expect(page.getByRole("button", { name: "Log In", exact: true })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
});

test("a visitor who is not signed in can follow the header's Log In before the page's code has run", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/privacy-policy", { waitUntil: "domcontentloaded" });
  const logIn = page.getByRole("banner").getByRole("link", { name: "Log In" });
  await expect(logIn).toBeVisible();
  await logIn.click();
  await expect(page).toHaveURL(/\/login$/);
  scripts.release();
});

test("a signed-in visitor's header offers no Log In before the page's code has asked, then shows the avatar", async ({ page }) => {
  await signIn(page, demoAccounts.student.email, demoAccounts.student.password, "student");
  const header = page.getByRole("banner");
  // One page whose code asked who is signed in: from then on this browser is known to be signed in.
  await page.goto("/privacy-policy");
  await expect(header.getByRole("button", { name: /^Signed in as/ })).toBeVisible();
  const scripts = await holdScripts(page);
  await page.goto("/terms-and-conditions", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(header.getByRole("link", { name: "Log In" })).toBeHidden();
  scripts.release();
  await expect(header.getByRole("button", { name: /^Signed in as/ })).toBeVisible();
  await expect(header.getByRole("link", { name: "Log In" })).toHaveCount(0);
});

// A slow phone shows the prerendered form seconds before its code runs; a press in that time would be
// the browser's own submission, which by default puts every field into the URL (history, server and
// proxy logs, the Referer of the next page). The log-in and sign-up forms stay disabled until their code
// has read the address; the home page's demo form keeps its button disabled until its code runs.
test("a form cannot be sent before the page's code ran, and none would send what was typed in the address", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/#contactUs");
  const form = page.locator("#contactUs");
  await form.getByLabel("Name").fill("Early Bird");
  await expect(form.getByRole("button", { name: "Send my request" })).toBeDisabled();
  await expect(form.locator("form")).toHaveAttribute("method", "post");
  await page.goto("/login");
  await expect(page.getByRole("main").getByRole("button", { name: "Log In", exact: true })).toBeDisabled();
  await expect(page.getByRole("main").locator("form")).toHaveAttribute("method", "post");
  await context.close();
});
