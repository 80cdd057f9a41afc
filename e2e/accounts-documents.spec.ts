import { expect, test, type Page } from "@playwright/test";
import { gameEntries } from "../content/games";
import { demoAccounts, signIn } from "./support/auth";
import { registerAccount, setUpAccountsSpec, verifyByMail } from "./support/accounts";
import { grantAccess } from "./support/reference-upstream";
import { publicRoutes } from "./support/routes";

const NO_ACCESS = "You don't have instructor level access to this resource.";
const GUIDE = "/api/documents/fruit-bear-game/game-guide";

setUpAccountsSpec();

async function openResources(page: Page) {
  await page.goto("/fruit-bear-game");
  await page.getByRole("tab", { name: "Included Resources" }).click();
  return page.getByRole("tabpanel", { name: "Included Resources" });
}

async function expectLocked(page: Page, message: string) {
  const panel = await openResources(page);
  const guide = panel.getByRole("button", { name: /Game Guide/ });
  await expect(guide).toContainText(message);
  await guide.click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: message })).toBeVisible();
  await expect(panel.getByRole("link", { name: /Game Guide/ })).toHaveCount(0);
  return panel;
}

test("a visitor is asked to log in as a facilitator, and the document route refuses", async ({ page }) => {
  const panel = await expectLocked(page, "Log in as a facilitator to open this document.");
  await expect(panel.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login?redirect=%2Ffruit-bear-game");
  const response = await page.request.get(GUIDE);
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ message: "Log in as a facilitator to open this document." });
});

test("a student gets SPEC's no-access message, on the card, in the toast and from the route", async ({ page }) => {
  await signIn(page, demoAccounts.student.email, demoAccounts.student.password, "student");
  await expectLocked(page, NO_ACCESS);
  const response = await page.request.get(GUIDE);
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ message: NO_ACCESS });
});

test("an unverified facilitator is asked to verify and can resend the link", async ({ page, request }) => {
  const account = await registerAccount(request, "Facilitator", "unverified");
  await signIn(page, account.email, account.password, "facilitator");
  const panel = await expectLocked(page, "Unlocks when you verify your e-mail address.");
  await panel.getByRole("button", { name: "Resend link" }).click();
  await expect(panel.getByRole("status")).toHaveText("We have sent a new link. Please check your inbox.");
  expect((await page.request.get(GUIDE)).status()).toBe(403);
});

// A trial grants no licence; the next step is asking for one (it was Take a Free Trial).
test("a verified facilitator without access to the game is told a licence unlocks it, and Ask for a licence opens the request for it", async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, "Facilitator", "noaccess");
  await verifyByMail(request, account.email);
  await signIn(page, account.email, account.password, "facilitator");
  const panel = await expectLocked(page, "Unlocks with a licence for this game. A free trial opens the game guide only.");
  await panel.getByRole("button", { name: "Ask for a licence", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Ask for a licence for Fruit Beer Game" });
  await expect(dialog.getByRole("textbox", { name: "Message" })).toHaveValue(
    "We would like a licence for Fruit Beer Game, with its teaching documents.",
  );
  expect((await page.request.get(GUIDE)).status()).toBe(403);

  // The same person, once granted a current record for the game, opens it.
  const granted = await grantAccess(request, {
    email: account.email,
    gameId: "fruit-beer",
    simulationName: "Fruit Beer Game",
    expiryDate: null,
  });
  expect(granted.ok()).toBe(true);
  const after = await page.request.get(GUIDE);
  expect(after.status()).toBe(200);
});

test("the demo facilitator opens the Fruit Beer Game Guide in a new tab, streamed by the guarded route", async ({ page }) => {
  await signIn(page, demoAccounts.facilitator.email, demoAccounts.facilitator.password, "facilitator");
  const panel = await openResources(page);
  const link = panel.getByRole("link", { name: /Game Guide/ });
  await expect(link).toHaveAttribute("href", GUIDE);
  await expect(link).toHaveAttribute("target", "_blank");
  const response = await page.request.get(GUIDE);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // A game the demo facilitator has no current record for (dual source: expired) stays closed.
  expect((await page.request.get("/api/documents/ds-dilemma/game-guide")).status()).toBe(403);
});

test("no page, script or public JSON holds a document's file name or an outside address for it", async ({ request }) => {
  const names = gameEntries.flatMap((game) => Object.values(game.resources).flatMap((document) => (document ? [document.file] : [])));
  const forbidden = [...names, "private-documents", "docs.bizsimlab.example"];
  const seen = new Set<string>();
  const check = async (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const body = await (await request.get(url)).text();
    for (const text of forbidden) expect(body, `${url} holds ${text}`).not.toContain(text);
    return body;
  };
  for (const route of [...publicRoutes, "/login", "/signup", "/reset-password", "/api/documents/fruit-bear-game"]) {
    const html = (await check(route)) ?? "";
    for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) await check(src!);
  }
  expect(seen.size).toBeGreaterThan(publicRoutes.length + 4);
  expect((await request.get("/private-documents/fruit-beer-game-guide.pdf")).status()).toBe(404);
});
