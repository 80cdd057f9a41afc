import { expect, test, type Page } from "@playwright/test";
import { registerAccount, setUpAccountsSpec, verifyByMail } from "./support/accounts";
import { demoAccounts, signIn } from "./support/auth";

// A professor's first hour: locked material explained, a licensed facilitator's game page, Share a session.
setUpAccountsSpec();

async function openResources(page: Page, slug: string) {
  await page.goto(`/${slug}`);
  await page.getByRole("tab", { name: "Included Resources" }).click();
  return page.getByRole("tabpanel", { name: "Included Resources" });
}

test("a new facilitator learns what each document is and what unlocks it: the e-mail first, then a licence", async ({ page, request }) => {
  const account = await registerAccount(request, "Facilitator", "locked");
  await signIn(page, account.email, account.password, "facilitator");
  let panel = await openResources(page, "fruit-bear-game");
  const guide = panel.getByRole("button", { name: /Game Guide/ });
  await expect(guide).toContainText("PDF · 1 page");
  await expect(guide).toContainText("Unlocks when you verify your e-mail address.");
  await expect(panel.getByRole("button", { name: "Resend link" })).toBeVisible();

  await verifyByMail(request, account.email);
  panel = await openResources(page, "fruit-bear-game");
  // A trial grants no licence, so the words no longer say it does.
  await expect(panel.getByRole("button", { name: /Game Guide/ })).toContainText(
    "Unlocks with a licence for this game. A free trial opens the game guide only.",
  );
  await expect(panel.getByRole("button", { name: "Ask for a licence" })).toBeVisible();
  await expect(page.getByText("You don't have instructor level access to this resource.")).toHaveCount(0);
});

test("a document a game does not have gets no tile, and a game with none has no Included Resources tab", async ({ page }) => {
  const { email, password, mode } = demoAccounts.facilitator;
  await signIn(page, email, password, mode);
  const panel = await openResources(page, "the-ev-gambit");
  await expect(panel.getByRole("listitem").filter({ hasText: "Teaching Notes" })).toHaveCount(0);
  await expect(panel.getByText("Not available yet")).toHaveCount(0);
  await expect(panel.getByRole("link", { name: /Game Guide/ })).toHaveAttribute("href", "/api/documents/the-ev-gambit/game-guide");
  await page.goto("/order-ops");
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Included Resources" })).toHaveCount(0);
});

test("a licensed facilitator's game page offers the game and its documents, not a trial", async ({ page }) => {
  const { email, password, mode } = demoAccounts.facilitator;
  await signIn(page, email, password, mode);
  await page.goto("/the-ev-gambit");
  const hero = page.getByRole("region", { name: "The EV Gambit", exact: true });
  await expect(hero.getByRole("link", { name: /Open the game/ })).toBeVisible();
  await expect(hero.getByText("Your account holds a licence for this game.")).toBeVisible();
  await expect(hero.getByRole("button", { name: "Take a Free Trial" })).toHaveCount(0);
  await hero.getByRole("link", { name: "Teaching documents" }).click();
  await expect(page.getByRole("tab", { name: "Included Resources" })).toHaveAttribute("aria-selected", "true");
});

for (const width of [390, 1280]) {
  test(`Share a session names the game's code format and opens in view inside its card without stretching the others at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const { email, password, mode } = demoAccounts.facilitator;
    await signIn(page, email, password, mode);
    await page.goto("/games-overview");
    const cards = page.getByRole("list", { name: "Accessible games" }).getByRole("listitem");
    const heightsBefore = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    const share = page.getByRole("button", { name: "Share a session: The EV Gambit" });
    await share.click();
    const form = page.locator(`[id="${await share.getAttribute("aria-controls")}"]`);
    await expect(form.getByText("Codes for The EV Gambit look like P5-ABC123: the code the game's site gave you.")).toBeVisible();
    await expect(form.getByLabel("Session code")).toBeFocused();
    await expect(form.getByRole("button", { name: "Project join screen" })).toBeInViewport();
    const heightsAfter = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    // The panel takes its place in its card's flow (it no longer spills over the next card or
    // panel): only its own card grows; the others keep their height, and on a phone (one card per row)
    // the next one moves down instead of being covered.
    const own = (await cards.evaluateAll((items) => items.map((item) => item.textContent ?? ""))).findIndex((text) =>
      text.includes("The EV Gambit"),
    );
    expect(heightsAfter.filter((_, index) => index !== own)).toEqual(heightsBefore.filter((_, index) => index !== own));
    // Read in one go: the page may scroll between two reads (the focused field is brought into view).
    const formId = (await share.getAttribute("aria-controls"))!;
    const { formBottom, cardBottom, nextTop } = await cards.nth(own).evaluate((card, id) => {
      const next = card.nextElementSibling;
      return {
        formBottom: document.getElementById(id)!.getBoundingClientRect().bottom,
        cardBottom: card.getBoundingClientRect().bottom,
        nextTop: next ? next.getBoundingClientRect().top : null,
      };
    }, formId);
    expect(cardBottom).toBeGreaterThanOrEqual(formBottom);
    if (width < 600 && nextTop !== null) expect(nextTop).toBeGreaterThanOrEqual(formBottom);
    // As wide as its card: at 1280 px it once opened as narrow as its button, the label broken over two lines.
    const cardBox = await cards.filter({ has: share }).boundingBox();
    const formBox = await form.boundingBox();
    expect(formBox?.width).toBeGreaterThanOrEqual((cardBox?.width ?? Infinity) - 1);
    const label = form.getByText("Session code", { exact: true });
    const lineHeight = await label.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await label.boundingBox())?.height).toBeLessThan(2 * lineHeight);
  });
}
