import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { gameEntries } from "../content/games";
import { blockExternal, expectNoAxeViolations, openedTabs, stubWindowOpen } from "./requests.helpers";
import { demoAccounts, signIn, warmUpUpstream } from "./support/auth";

function gameOf(slug: string) {
  const game = gameEntries.find((entry) => entry.slug === slug);
  if (!game) throw new Error(`no game ${slug} in content`);
  return game;
}

async function lastOpenedUrl(page: Page, count: number) {
  await expect.poll(async () => (await openedTabs(page)).length).toBe(count);
  const tabs = await openedTabs(page);
  return new URL(tabs[tabs.length - 1]!.url);
}

/** Reads the QR code the page shows, from a screenshot, as a phone's camera would. */
async function decodeQr(page: Page): Promise<string | null> {
  const png = PNG.sync.read(await page.getByRole("img", { name: /^QR code: / }).screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  await warmUpUpstream(request);
});

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
});

test.describe("join by link", () => {
  // Every prefix's game and query are lib/join's tables (route-code, join-game, join-contract); here one
  // link that carries the user's details and one that does not, as a person follows them.
  test("a link names its game, and Join opens it with the user's details, except for DS and OP", async ({ page }) => {
    await signIn(page, demoAccounts.student.email, demoAccounts.student.password);
    await stubWindowOpen(page);
    const cases = [
      ["p5-ab12", "the-ev-gambit", true],
      ["DS77", "ds-dilemma", false],
    ] as const;
    for (const [code, slug, withUser] of cases) {
      const game = gameOf(slug);
      await page.goto(`/join/${code}`);
      await expect(page.getByRole("heading", { level: 1 }), code).toHaveText(game.title);
      await expect(page.getByText("Session code")).toHaveText(`Session code ${code.toUpperCase()}`);
      await page.getByRole("button", { name: "Join", exact: true }).click();
      const url = await lastOpenedUrl(page, 1);
      expect(`${url.origin}${url.pathname}`, code).toBe(game.join.siteUrl);
      expect(url.searchParams.get("code"), code).toBe(code.toUpperCase());
      if (withUser) {
        expect(url.searchParams.get("email"), code).toBe(demoAccounts.student.email);
      } else {
        expect([...url.searchParams.keys()], code).toEqual(["code"]);
      }
    }
  });

  // An unknown prefix used to open the Fruit Beer Game lobby; now the page says what codes look like.
  test("a link with a code of no game (ZZ-123) says so in words, with every game's format, and offers no Join", async ({ page }) => {
    await page.goto("/join/ZZ-123");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No game uses a code like ZZ-123.");
    const formats = page.getByRole("list", { name: "Session code formats" });
    await expect(formats.getByRole("listitem")).toHaveCount(10);
    await expect(formats.getByRole("listitem").filter({ hasText: "Factory Manager Experience" })).toHaveText(
      "TOC-ABC123 Factory Manager Experience",
    );
    await expect(page.getByRole("button", { name: "Join", exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a blocked popup is reported with a link to the game, as on the home page", async ({ page }) => {
    await stubWindowOpen(page, "block");
    await page.goto("/join/SF-42");
    await page.getByRole("button", { name: "Join", exact: true }).click();
    await expect(page.getByText("Popup was blocked. Please allow popups for this site.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the game" })).toHaveAttribute(
      "href",
      `${gameOf("stock-flow-game").join.siteUrl}?code=SF-42`,
    );
  });

  test("markup in a code is shown as text, and a code longer than 64 characters is not found", async ({ page }) => {
    // A code of no game is explained (it was shown as a Fruit Beer session): its words show the markup as text.
    await page.goto(`/join/${encodeURIComponent("<b>hi</b>")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No game uses a code like <B>HI</B>.");
    await expect(page.locator("main b")).toHaveCount(0);
    expect((await page.goto(`/join/${"A".repeat(65)}`))?.status()).toBe(404);
  });
});

test.describe("projected join screen", () => {
  test("shows the game, the code and the short address, and its QR code decodes to the join address", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto("/join/p5-ab12/project");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The EV Gambit");
    await expect(page.getByTestId("join-code")).toHaveText("P5-AB12");
    const address = page.getByTestId("join-address");
    await expect(address).toHaveText(/\/join\/P5-AB12$/);

    const decoded = await decodeQr(page);
    expect(decoded).not.toBeNull();
    const url = new URL(decoded!);
    expect(decoded!.replace(/^https?:\/\//, "")).toBe(await address.textContent());
    expect(url.pathname).toBe("/join/P5-AB12");

    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("status")).toHaveText("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(decoded);

    // The address in the QR code is the page a student lands on.
    await page.goto(url.pathname);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The EV Gambit");
  });

  test("the code is readable from the back of the room on a 1920×1080 projector", async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto("/join/TOC-4821/project");
    const code = page.getByTestId("join-code");
    const size = await code.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    // A tenth of the screen's height: about 8 cm on a 2 m screen, readable from some 25 m.
    expect(size).toBeGreaterThanOrEqual(108);
    const box = (await code.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1920);
    const qr = (await page.getByRole("img", { name: /^QR code: / }).boundingBox())!;
    expect(qr.height).toBeGreaterThanOrEqual(600);
    expect(qr.y + qr.height).toBeLessThanOrEqual(1080);
  });

  test("the home page's code box offers a facilitator, not a student, to project the join screen", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByLabel("Have a session code?")).toBeVisible();
    await expect(page.getByRole("button", { name: "Project join screen" })).toHaveCount(0);
    const { email, password, mode } = demoAccounts.facilitator;
    await signIn(page, email, password, mode);
    await page.goto("/");
    await page.getByRole("button", { name: "Project join screen" }).click();
    await expect(page.getByText("Please enter a code")).toBeVisible();
    await page.getByLabel("Have a session code?").fill(" od-77 ");
    await page.getByRole("button", { name: "Project join screen" }).click();
    await expect(page).toHaveURL(/\/join\/OD-77\/project$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Onion Dilemma");
    await expect(page.getByTestId("join-code")).toHaveText("OD-77");
  });

  test("the dashboard's Share a session asks for the code, refuses another game's, and opens its join screen", async ({ page }) => {
    const { email, password, mode } = demoAccounts.facilitator;
    await signIn(page, email, password, mode);
    await page.goto("/games-overview");
    const share = page.getByRole("button", { name: "Share a session: Fruit Beer Game" });
    await share.click();
    await expect(share).toHaveAttribute("aria-expanded", "true");
    const form = page.locator(`[id="${await share.getAttribute("aria-controls")}"]`);
    await expect(form.getByText("Codes for Fruit Beer Game look like FB-ABC123: the code the game's site gave you.")).toBeVisible();
    // On a phone (one card per row) the open panel pushes the next card down instead of covering it.
    if (page.viewportSize()!.width < 600) {
      const card = page.getByRole("listitem").filter({ has: share });
      const next = card.locator("xpath=following-sibling::li[1]");
      const panel = (await form.boundingBox())!;
      expect((await next.boundingBox())!.y).toBeGreaterThanOrEqual(panel.y + panel.height);
    }
    await form.getByRole("button", { name: "Project join screen" }).click();
    await expect(form.getByText("Please enter a code")).toBeVisible();
    // A code that cannot be any game's is refused (the old fallback took it for Fruit Beer).
    await form.getByLabel("Session code").fill("abc");
    await form.getByLabel("Session code").press("Enter");
    await expect(form.getByText("ABC cannot be a code of Fruit Beer Game: its codes look like FB-ABC123.")).toBeVisible();
    // Another game's code is named for what it is, and nothing opens.
    await form.getByLabel("Session code").fill("P5-AB12");
    await form.getByLabel("Session code").press("Enter");
    await expect(
      form.getByText("That code is for The EV Gambit, not Fruit Beer Game. Check the code the game's site gave you."),
    ).toBeVisible();
    await expect(form.getByLabel("Session code")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/games-overview$/);
    await form.getByLabel("Session code").fill("fb-2041");
    await form.getByLabel("Session code").press("Enter");
    await expect(page).toHaveURL(/\/join\/FB-2041\/project$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fruit Beer Game");
    await expect(page.getByTestId("join-code")).toHaveText("FB-2041");
  });

  test("Escape closes Share a session and gives focus back to its button", async ({ page }) => {
    const { email, password, mode } = demoAccounts.facilitator;
    await signIn(page, email, password, mode);
    await page.goto("/games-overview");
    const share = page.getByRole("button", { name: "Share a session: The EV Gambit" });
    await share.click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(share).toHaveAttribute("aria-expanded", "false");
    await expect(share).toBeFocused();
  });
});

test.describe("axe on the join pages", () => {
  for (const path of ["/join/DG-6", "/join/DG-6/project"]) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path, { waitUntil: "networkidle" });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
    });
  }
});
