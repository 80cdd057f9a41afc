import { expect, test, type Locator, type Page } from "@playwright/test";
import { demoAccounts, signIn } from "./support/auth";
import { registerAccount, setUpAccountsSpec, verifyByMail } from "./support/accounts";

setUpAccountsSpec();

const widths = [320, 390, 768, 1280, 1920] as const;

/** How many lines the element's visible text takes (its text's line boxes, by their tops). */
function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text read only by assistive technology (a 1 px clipped box) is not on the screen.
      if (node.parentElement!.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
}

async function openCatalogue(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto("/#ourSimulations");
  await expect(page.locator("#ourSimulations").getByRole("heading", { level: 3 })).toHaveCount(10);
}

test(`from 320 to 1920 px no catalogue card breaks its length or its Explore link, or clips a fact, and no filter clips its text`, async ({
  page,
}) => {
  for (const width of widths) {
    await openCatalogue(page, width);
    const cards = page.locator("#ourSimulations li article");
    for (const card of await cards.all()) {
      const title = await card.getByRole("heading", { level: 3 }).textContent();
      const facts = await card.locator("dd").all();
      expect(await linesOf(facts[0]!), `${title}: length`).toBe(1);
      expect(await linesOf(card.getByRole("link", { name: /^Explore / })), `${title}: Explore`).toBe(1);
      // Each fact on its own line, whole: none sticks out of the card (a clipped "Two-player, or single-player ag…").
      const right = await card.evaluate((element) => element.getBoundingClientRect().right);
      for (const fact of facts)
        expect(await fact.evaluate((element) => element.getBoundingClientRect().right), title!).toBeLessThanOrEqual(right);
      expect(await card.getByText("·", { exact: true }).count(), `${title}: no separator`).toBe(0);
    }
    const discipline = page.getByRole("search", { name: "Filter simulations" }).getByLabel("Discipline");
    await discipline.selectOption({ label: "Supply Chain Management" });
    // The chosen option's text, in the select's own font, fits inside it beside the arrow.
    const fits = await discipline.evaluate((select: HTMLSelectElement) => {
      const probe = document.createElement("span");
      probe.textContent = select.selectedOptions[0]!.text;
      probe.style.font = getComputedStyle(select).font;
      probe.style.whiteSpace = "nowrap";
      probe.style.position = "absolute";
      document.body.append(probe);
      const text = probe.getBoundingClientRect().width;
      probe.remove();
      const style = getComputedStyle(select);
      return text <= select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) + 1;
    });
    expect(fits, `Supply Chain Management fits its select at ${width} px`).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `at ${width} px`).toBeLessThanOrEqual(0);
  }
});

test("a session code stays on one line at 320 px, on its join page and on the dashboard's class session", async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/join/FB-DQVWPD");
  await expect(page.getByText("FB-DQVWPD", { exact: true })).toBeVisible();
  expect(await linesOf(page.getByText("FB-DQVWPD", { exact: true }))).toBe(1);

  const account = await registerAccount(request, "Facilitator", "code-320");
  await verifyByMail(request, account.email);
  await signIn(page, account.email, account.password, "facilitator");
  const trial = await page.request.post("/api/trial", {
    data: { email: account.email, name: "", role: "Facilitator", current_trial_game_id: "fruit-beer" },
  });
  expect(trial.status()).toBe(200);
  const code = ((await trial.json()) as { session: { code: string } }).session.code;
  await page.goto("/games-overview");
  const shown = page.getByText(code, { exact: true });
  await expect(shown).toBeVisible();
  expect(await linesOf(shown)).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test("at 390 and 1280 px the dashboard's Share a session stays inside its card and its panel", async ({ page }) => {
  for (const width of [390, 1280] as const) {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, demoAccounts.facilitator.email, demoAccounts.facilitator.password, "facilitator");
    await page.goto("/games-overview");
    const list = page.getByRole("list", { name: "Accessible games" });
    const share = list.getByRole("button", { name: /^Share a session: / }).last();
    await share.click();
    const form = page.locator(`[id="${await share.getAttribute("aria-controls")}"]`);
    await expect(form.getByLabel("Session code")).toBeVisible();
    const inner = (await form.boundingBox())!;
    const card = (await share.locator("xpath=ancestor::li[1]").boundingBox())!;
    const panel = (await list.locator("xpath=ancestor::section[1]").boundingBox())!;
    for (const [name, outer] of [
      ["card", card],
      ["panel", panel],
    ] as const) {
      expect(inner.y + inner.height, `inside its ${name} at ${width} px`).toBeLessThanOrEqual(outer.y + outer.height + 1);
      expect(inner.x + inner.width, `inside its ${name} at ${width} px`).toBeLessThanOrEqual(outer.x + outer.width + 1);
    }
    await page.context().clearCookies();
  }
});
