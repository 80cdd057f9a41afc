import { expect, test, type Page } from "@playwright/test";
import { demoAccounts, isolateRateLimits, signIn, warmUpUpstream } from "./support/auth";
import { heldUntilReleased } from "./support/held-route";
import { holdScripts } from "./support/hold-scripts";

// A game page is drawn for a signed-out visitor; a facilitator holding a licence for the game sees
// Take a Free Trial until the page has asked whose licence it is. A tap in that moment must lead
// somewhere that lasts, and the licensed actions must not take the place of what the person opened.

const licenceAnswer = "/api/documents/the-ev-gambit";

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  await warmUpUpstream(request);
});

test.beforeEach(async ({ context }) => {
  await isolateRateLimits(context);
});

/** Signed in as the demo facilitator (licensed for The EV Gambit), the game page's licence answer held back. */
async function signInWithLicenceHeld(page: Page) {
  const { email, password, mode } = demoAccounts.facilitator;
  await signIn(page, email, password, mode);
  const licence = heldUntilReleased((route) => route.continue());
  await page.route((url) => url.pathname === licenceAnswer, licence.handler);
  return licence;
}

const heroOf = (page: Page) => page.getByRole("region", { name: "The EV Gambit", exact: true });
const trialDialogOf = (page: Page) => page.getByRole("dialog", { name: "Start a free trial of The EV Gambit" });

/** The open trial dialog waits for the licence (no form that could vanish), then says it and offers the game. */
async function expectDialogToOfferTheGame(page: Page, licence: { release: () => void }) {
  const dialog = trialDialogOf(page);
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole("status")).toHaveText("Checking your account...");

  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === licenceAnswer);
  licence.release();
  await answered;
  await expect(dialog.getByText("Your account holds a licence for this game.")).toBeVisible();
  const openGame = dialog.getByRole("link", { name: /^Open the game/ });
  await expect(openGame).toHaveAttribute("href", /\/sessions\/ev-gambit$/);
  await expect(openGame).toHaveAttribute("target", "_blank");
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Once the dialog is gone, the hero offers the game instead of a trial. */
async function expectHeroToOfferTheGame(page: Page) {
  await expect(trialDialogOf(page)).toHaveCount(0);
  await expect(heroOf(page).getByRole("link", { name: /^Open the game/ })).toBeVisible();
  await expect(heroOf(page).getByRole("button", { name: "Take a Free Trial" })).toHaveCount(0);
}

test("a licensed facilitator's tap on Take a Free Trial right after load opens a dialog that stays and offers the game @mobile", async ({
  page,
}) => {
  const licence = await signInWithLicenceHeld(page);
  await page.goto("/the-ev-gambit");
  await heroOf(page).getByRole("button", { name: "Take a Free Trial" }).click();
  const dialog = await expectDialogToOfferTheGame(page, licence);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expectHeroToOfferTheGame(page);
  // The button the focus went back to is gone: the focus is on what took its place.
  await expect(heroOf(page).getByRole("link", { name: /^Open the game/ })).toBeFocused();
});

test("a tap before the page's code has run comes back to the same dialog, which offers the game", async ({ page }) => {
  const licence = await signInWithLicenceHeld(page);
  const scripts = await holdScripts(page);
  await page.goto("/the-ev-gambit", { waitUntil: "domcontentloaded" });
  await heroOf(page).getByRole("button", { name: "Take a Free Trial" }).click();
  await expect(page).toHaveURL(/\/the-ev-gambit\?redirect=free-trial&game=ev-gambit$/);
  scripts.release();
  const dialog = await expectDialogToOfferTheGame(page, licence);

  // The game's own site, on the dashboard host: a stand-in page.
  await page.context().route(
    (url) => url.pathname === "/sessions/ev-gambit" && !["localhost", "127.0.0.1"].includes(url.hostname),
    (route) => route.fulfill({ contentType: "text/html", body: "<title>Game</title>" }),
  );
  const gameTab = page.waitForEvent("popup");
  await dialog.getByRole("link", { name: /^Open the game/ }).click();
  expect((await gameTab).url()).toMatch(/\/sessions\/ev-gambit$/);
  await expectHeroToOfferTheGame(page);
  // Back on this tab, the focus is on the page's own Open the game, as after the hero's own dialog.
  await expect(heroOf(page).getByRole("link", { name: /^Open the game/ })).toBeFocused();
});
