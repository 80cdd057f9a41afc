import { expect, test, type Page } from "@playwright/test";
import { gameEntries } from "../content/games";
import { blockExternal, openedTabs, stubWindowOpen } from "./requests.helpers";
import { demoAccounts, signIn } from "./support/auth";

function siteOf(slug: string): string {
  const game = gameEntries.find((entry) => entry.slug === slug);
  if (!game) throw new Error(`no game ${slug} in content`);
  return game.join.siteUrl;
}

function codeInput(page: Page) {
  return page.getByLabel("Have a session code?");
}

async function join(page: Page, code: string) {
  await codeInput(page).fill(code);
  await page.getByRole("button", { name: "Join", exact: true }).click();
}

async function lastOpened(page: Page) {
  await expect.poll(async () => (await openedTabs(page)).length).toBeGreaterThan(0);
  const tabs = await openedTabs(page);
  return tabs[tabs.length - 1]!;
}

// Budgets for a shared 2-core machine where other builds run alongside.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
});

test.describe("join by code", () => {
  test("an empty code says so, and typing clears the message", async ({ page }) => {
    await stubWindowOpen(page);
    await page.goto("/");
    await codeInput(page).fill("   ");
    await page.getByRole("button", { name: "Join", exact: true }).click();
    await expect(page.getByText("Please enter a code")).toBeVisible();
    await expect(codeInput(page)).toHaveAttribute("aria-invalid", "true");
    await expect(codeInput(page)).toHaveAccessibleDescription("Please enter a code");
    await codeInput(page).pressSequentially("P");
    await expect(page.getByText("Please enter a code")).toBeHidden();
    await expect(codeInput(page)).toHaveAttribute("aria-invalid", "false");
    expect(await openedTabs(page)).toEqual([]);
  });

  test("a visitor's P5- code opens the EV Gambit site in a new tab, showing Joining... meanwhile", async ({ page }) => {
    await stubWindowOpen(page);
    await page.goto("/");
    await join(page, "  p5-ab12 ");
    const tab = await lastOpened(page);
    expect(tab.busyButton).toEqual({ text: "Joining...", disabled: true });
    const url = new URL(tab.url);
    expect(`${url.origin}${url.pathname}`).toBe(siteOf("the-ev-gambit"));
    expect(Object.fromEntries(url.searchParams)).toEqual({ code: "P5-AB12" });
    await expect(page.getByRole("button", { name: "Join", exact: true })).toBeEnabled();
  });

  // Every prefix's game and query are lib/join's tables; here a code that takes the signed-in user's
  // details along and one that does not, typed into the box.
  test("a code goes to its game with the signed-in user's details, except for DS and OP", async ({ page }) => {
    await signIn(page, demoAccounts.student.email, demoAccounts.student.password);
    await stubWindowOpen(page);
    await page.goto("/");
    const cases = [
      ["TOC-1", "toc", true],
      ["ds77", "ds-dilemma", false],
    ] as const;
    for (const [index, [code, slug, withUser]] of cases.entries()) {
      await join(page, code);
      await expect.poll(async () => (await openedTabs(page)).length).toBe(index + 1);
      const url = new URL((await lastOpened(page)).url);
      expect(`${url.origin}${url.pathname}`, code).toBe(siteOf(slug));
      expect(url.searchParams.get("code")).toBe(code.toUpperCase());
      if (withUser) {
        expect(url.searchParams.get("email"), code).toBe(demoAccounts.student.email);
        expect(url.searchParams.get("name"), code).toBe("Demo Student");
      } else {
        expect([...url.searchParams.keys()], code).toEqual(["code"]);
      }
    }
  });

  test("a code typed with a space and in lower case joins its game: p5 7k2qxp is The EV Gambit", async ({ page }) => {
    await stubWindowOpen(page);
    await page.goto("/");
    await join(page, "p5 7k2qxp");
    const url = new URL((await lastOpened(page)).url);
    expect(`${url.origin}${url.pathname}`).toBe(siteOf("the-ev-gambit"));
    expect(url.searchParams.get("code")).toBe("P5-7K2QXP");
  });

  test("a code of no game (ZZ-123) is explained with every game's format, and nothing opens", async ({ page }) => {
    await stubWindowOpen(page);
    await page.goto("/");
    await join(page, "ZZ-123");
    await expect(page.getByText("No game uses a code like ZZ-123.")).toBeVisible();
    const formats = page.getByRole("list", { name: "Session code formats" });
    await expect(formats.getByRole("listitem")).toHaveCount(gameEntries.length);
    await expect(formats.getByRole("listitem").filter({ hasText: "The EV Gambit" })).toHaveText("P5-ABC123 The EV Gambit");
    await expect(formats.getByRole("listitem").filter({ hasText: "Fruit Beer Game" })).toHaveText("FB-ABC123 Fruit Beer Game");
    expect(await openedTabs(page)).toHaveLength(0);
  });

  test("a blocked tab is reported with a link to the game", async ({ page }) => {
    await stubWindowOpen(page, "block");
    await page.goto("/");
    await join(page, "SF-42");
    await expect(page.getByText("Popup was blocked. Please allow popups for this site.")).toBeVisible();
    const link = page.getByRole("link", { name: "Open the game" });
    await expect(link).toHaveAttribute("href", `${siteOf("stock-flow-game")}?code=SF-42`);
    await expect(link).toHaveAttribute("target", "_blank");
  });

  test("any other failure says the code or session was not found", async ({ page }) => {
    await stubWindowOpen(page, "throw");
    await page.goto("/");
    await join(page, "TOC-9");
    await expect(page.getByText("Invalid code or session not found")).toBeVisible();
    await codeInput(page).press("End");
    await codeInput(page).pressSequentially("9");
    await expect(page.getByText("Invalid code or session not found")).toBeHidden();
  });

  test("a shared link /?code=… prefills the code, and Enter joins", async ({ page }) => {
    await stubWindowOpen(page);
    await page.goto("/?code=od-1234");
    await expect(codeInput(page)).toHaveValue("od-1234");
    await codeInput(page).focus();
    await page.keyboard.press("Enter");
    const url = new URL((await lastOpened(page)).url);
    expect(`${url.origin}${url.pathname}`).toBe(siteOf("onion-dilemma"));
    expect(url.searchParams.get("code")).toBe("OD-1234");
  });
});
