import { expect, test, type Page } from "@playwright/test";
import { blockExternal, openedTabs, stubWindowOpen } from "./requests.helpers";
import { demoAccounts, signIn } from "./support/auth";
import { slowCpu } from "./support/phone";

// Each test taps right after the load event on a CPU four times slower (a phone), once per page, and
// expects what the control says, whether or not the page's code has run yet: a control either works
// without it (a link, a form) or keeps the tap until it runs.

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
  await slowCpu(page);
});

/** The demo request form a person ends up in: the dialog, or (before the page's code) the home page's own, scrolled to. */
async function expectDemoForm(page: Page, dialogName = "Request a Demo") {
  const dialog = page.getByRole("dialog", { name: dialogName });
  const inPageName = page.locator("#sendUsMessage").getByLabel("Name");
  const inView = () =>
    inPageName.evaluate((field) => {
      const box = field.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
  await expect.poll(async () => (await dialog.isVisible()) || (page.url().endsWith("#sendUsMessage") && (await inView()))).toBe(true);
}

test("home: Request a Demo opens the demo request form", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Request a Demo" }).click();
  await expectDemoForm(page);
});

// A code of no game no longer opens the Fruit Beer lobby, so these use an EV Gambit code (was EV1234).
test("home: Join with a code opens the game with that code", async ({ page }) => {
  await stubWindowOpen(page);
  await page.goto("/");
  await page.getByLabel("Have a session code?").fill("P5-EV1234");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  // With the page's code: the game's tab. Before it: the code's own page, whose Join is a link to the game.
  await expect
    .poll(async () => ((await openedTabs(page)).at(-1)?.url ?? "") + " " + page.url())
    .toMatch(/code=P5-EV1234|\/join\/P5-EV1234/);
});

test("home: a catalogue filter chosen at once is applied", async ({ page }) => {
  await page.goto("/#ourSimulations");
  const filters = page.getByRole("search", { name: "Filter simulations" });
  await filters.getByLabel("Discipline").selectOption({ label: "Supply Chain Management" });
  await expect(page.locator("#ourSimulations").getByRole("status")).toHaveText("Showing 3 of 10 simulations");
  await expect(page).toHaveURL(/discipline=supply-chain-management/);
});

test("game page: Take a Free Trial opens the free-trial dialog", async ({ page }) => {
  await page.goto("/the-ev-gambit");
  await page.getByRole("button", { name: "Take a Free Trial" }).click();
  await expect(page.getByRole("dialog", { name: "Start a free trial of The EV Gambit" })).toBeVisible({ timeout: 20_000 });
});

// The form behind Buy Now is titled for buying the game.
test("game page: Buy Now opens the purchase request form", async ({ page }) => {
  await page.goto("/the-ev-gambit");
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expectDemoForm(page, "Buy The EV Gambit");
});

test("log-in: Forgot Password opens the reset form", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  await expect(
    page
      .getByRole("dialog", { name: "Reset Password" })
      .or(page.getByRole("heading", { name: "Reset Password" }))
      .first(),
  ).toBeVisible();
});

test("sign-up: Already have an account? Log In goes to log-in, keeping the trial's query", async ({ page }) => {
  await page.goto("/signup?redirect=free-trial&game=the-ev-gambit&role=Facilitator");
  await page.getByRole("link", { name: "Log In", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=free-trial&game=the-ev-gambit&role=Facilitator$/);
  await expect(page.getByRole("radio", { name: "Facilitator" })).toBeChecked();
  await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
});

test("join page: Join opens the game with the code", async ({ page }) => {
  await stubWindowOpen(page);
  // Before the page's code Join is a link that opens the game in a new tab: a stand-in for the game's site.
  await page.context().route(
    (url) => url.searchParams.get("code") === "P5-EV1234" && !["localhost", "127.0.0.1"].includes(url.hostname),
    (route) => route.fulfill({ contentType: "text/html", body: "<title>Game</title>" }),
  );
  const newTab = page.waitForEvent("popup", { timeout: 60_000 }).then(
    (tab) => tab.url(),
    () => "",
  );
  await page.goto("/join/P5-EV1234");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  const stubbed = async () => (await openedTabs(page)).at(-1)?.url ?? "";
  await expect.poll(async () => (await stubbed()) || (await Promise.race([newTab, Promise.resolve("")]))).toMatch(/code=P5-EV1234/);
});

test("dashboard: the avatar menu's Sign out signs out", async ({ page }) => {
  await signIn(page, demoAccounts.facilitator.email, demoAccounts.facilitator.password, "facilitator");
  await page.goto("/games-overview");
  await page.getByRole("button", { name: /^Signed in as/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
});
