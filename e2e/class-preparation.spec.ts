import { expect, test } from "@playwright/test";
import { trialOffer, trialTerms } from "../content/trial";
import { demoAccounts, signIn } from "./support/auth";
import { registerAccount, setUpAccountsSpec, verifyByMail } from "./support/accounts";

setUpAccountsSpec();

/** The terms for a game with a guide, as its dialog says them; the dashboard says the general terms once. */
const SUMMARY = trialTerms(true);

test("a facilitator's trial of Fruit Beer Game says what it includes, and then its game guide opens (the other documents stay locked)", async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, "Facilitator", "trial-guide");
  await verifyByMail(request, account.email);
  await signIn(page, account.email, account.password, "facilitator");

  await page.goto("/fruit-bear-game");
  await page.getByRole("tab", { name: "Included Resources" }).click();
  const resources = page.getByRole("tabpanel", { name: "Included Resources" });
  await expect(resources.getByRole("button", { name: /Game Guide/ })).toContainText(
    "Unlocks with a licence for this game. A free trial opens the game guide only.",
  );

  await page.getByRole("button", { name: "Take a Free Trial" }).click();
  const dialog = page.getByRole("dialog", { name: "Start a free trial of Fruit Beer Game" });
  await expect(dialog.getByText(SUMMARY)).toBeVisible();
  await dialog.getByRole("button", { name: "Start my trial of Fruit Beer Game" }).click();
  await expect(dialog.getByRole("heading", { name: "Success!" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.goto("/fruit-bear-game");
  await page.getByRole("tab", { name: "Included Resources" }).click();
  const guide = resources.getByRole("link", { name: /Game Guide/ });
  await expect(guide).toHaveAttribute("href", "/api/documents/fruit-bear-game/game-guide");
  const pdf = await page.request.get("/api/documents/fruit-bear-game/game-guide");
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(resources.getByRole("button", { name: /Teaching Notes/ })).toContainText("Unlocks with a licence for this game.");
  expect((await page.request.get("/api/documents/fruit-bear-game/teaching-notes")).status()).toBe(403);

  // The dashboard says the terms once, above the cards; the card has the trial's last day; the game is not listed as licensed.
  await page.goto("/games-overview");
  await expect(page.getByText(trialOffer.summary)).toHaveCount(1);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Fruit Beer Game" }) });
  await expect(card.getByText(/^Free trial until \d{2} [A-Z]{3} \d{4}$/)).toBeVisible();
});

test("a student's trial dialog says it is a session to play on their own, and a student's join page offers no projected screen", async ({
  page,
}) => {
  await signIn(page, demoAccounts.student.email, demoAccounts.student.password, "student");
  await page.goto("/toc");
  await page.getByRole("button", { name: "Take a Free Trial" }).click();
  const dialog = page.getByRole("dialog", { name: "Start a free trial of Factory Manager Experience" });
  await expect(dialog.getByText(trialOffer.studentSummary)).toBeVisible();
  await expect(dialog.getByText(SUMMARY)).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Start my trial of Factory Manager Experience" })).toBeVisible();

  await page.goto("/join/TOC-4821");
  await expect(page.getByRole("button", { name: "Join", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "About Factory Manager Experience" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Project join screen" })).toHaveCount(0);
});

test("a facilitator's join page offers the projected screen", async ({ page }) => {
  await signIn(page, demoAccounts.facilitator.email, demoAccounts.facilitator.password, "facilitator");
  await page.goto("/join/TOC-4821");
  await expect(page.getByRole("link", { name: "Project join screen" })).toHaveAttribute("href", "/join/TOC-4821/project");
});
