import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { gameEntries } from "../content/games";
import { heroGameSlugs } from "../content/hero-images";
import { blockExternal } from "./requests.helpers";

// What a professor and a class see first.

function gameOf(slug: string) {
  const game = gameEntries.find((entry) => entry.slug === slug);
  if (!game) throw new Error(`no game ${slug} in content`);
  return game;
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Every image's drawn width over height against its picture's own, to two decimals. */
async function ratios(images: Locator) {
  return images.evaluateAll((list) =>
    (list as HTMLImageElement[]).map((img) => {
      const box = img.getBoundingClientRect();
      return {
        src: img.getAttribute("src"),
        drawn: (box.width / box.height).toFixed(2),
        own: (img.naturalWidth / img.naturalHeight).toFixed(2),
      };
    }),
  );
}

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
});

test.describe("the home hero", () => {
  test("offers a professor Free Trial beside the students' code box, and it opens the trial @mobile", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: /^Business simulations/ });
    const codeBox = hero.getByLabel("Have a session code?");
    const trial = hero.getByRole("button", { name: "Free Trial" });
    await expect(codeBox).toBeVisible();
    await expect(hero.getByText("Teaching a class?")).toBeVisible();
    await expect(trial).toBeVisible();
    const code = (await codeBox.boundingBox())!;
    const offer = (await trial.boundingBox())!;
    if (page.viewportSize()!.width >= 600) {
      // Beside it: on the same line, to its right.
      expect(offer.x).toBeGreaterThan(code.x + code.width);
      expect(Math.abs(offer.y + offer.height / 2 - (code.y + code.height / 2))).toBeLessThan(code.height);
    } else {
      // A phone: right under it, still on the first screen.
      expect(offer.y).toBeGreaterThan(code.y);
      await expect(trial).toBeInViewport();
    }
    await trial.click();
    const dialog = page.getByRole("dialog", { name: "Start a free trial" });
    await expect(dialog.getByRole("heading", { name: "A trial needs a free account" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Sign Up" })).toBeVisible();
  });

  test("shows four games' illustrations whole, each a link to its page, and axe finds nothing", async ({ page }) => {
    await page.goto("/");
    const showcase = page.getByRole("list", { name: "A few of the games" });
    const tiles = showcase.getByRole("link");
    await expect(tiles).toHaveText(heroGameSlugs.map((slug) => gameOf(slug).shortTitle));
    for (const [index, slug] of heroGameSlugs.entries()) await expect(tiles.nth(index)).toHaveAttribute("href", `/${slug}`);
    const images = showcase.locator("img");
    await expect(images).toHaveCount(4);
    await expect
      .poll(() => images.evaluateAll((list) => (list as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0)))
      .toBe(true);
    for (const { src, drawn, own } of await ratios(images)) expect(drawn, src!).toBe(own);
    await axe(page);
  });

  test("on a phone the heading is the largest thing painted first, before the illustrations", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
            const last = entries[entries.length - 1];
            resolve(last?.element?.id || last?.element?.tagName || "none");
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(lcp).toBe("hero-heading");
    // The illustrations wait until they are near the screen, and ask for nothing before the page's own files.
    const showcase = page.getByRole("list", { name: "A few of the games" }).locator("img");
    for (const img of await showcase.all()) {
      await expect(img).toHaveAttribute("loading", "lazy");
      await expect(img).toHaveAttribute("fetchpriority", "low");
    }
  });
});

test.describe("the catalogue", () => {
  for (const [width, height] of [
    [1280, 800],
    [1920, 1080],
  ] as const) {
    test(`at ${width} px its last row is full, and every illustration is whole`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto("/#ourSimulations");
      const cards = page.locator("#ourSimulations").getByRole("heading", { level: 3 });
      await expect(cards).toHaveCount(10);
      const tops = await cards.evaluateAll((titles) => titles.map((title) => Math.round(title.closest("li")!.getBoundingClientRect().top)));
      const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      // No lone card: every row, the last one too, holds as many cards as the first.
      expect(
        rows.every((count) => count === rows[0]),
        `cards per row: ${rows.join(", ")}`,
      ).toBe(true);
      expect(rows.length).toBeGreaterThan(1);

      const images = page.locator("#ourSimulations li img");
      for (const img of await images.all()) await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => images.evaluateAll((list) => (list as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0)))
        .toBe(true);
      for (const { src, drawn, own } of await ratios(images)) expect(drawn, src!).toBe(own);
    });
  }
});

test.describe("log-in and sign-up from the free-trial dialog", () => {
  for (const [path, heading] of [
    ["/login", "Log In"],
    ["/signup", "Create Account"],
  ] as const) {
    test(`${path} shows the trial's game above the form`, async ({ page }) => {
      await page.goto(`${path}?redirect=free-trial&game=theory-of-constraint&from=%2Ftoc&role=Facilitator`);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      const goal = page.getByTestId("trial-goal");
      await expect(goal).toBeVisible();
      await expect(goal.getByText("Your free trial of", { exact: true }).locator("visible=true")).toHaveCount(1);
      await expect(goal.getByText("Factory Manager Experience", { exact: true })).toBeVisible();
      await expect(goal.getByText("Fruit Beer Game", { exact: true })).toBeHidden();
      const image = goal.locator("img:visible");
      await expect(image).toHaveAttribute("src", gameOf("toc").image.src);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      for (const { src, drawn, own } of await ratios(image)) expect(drawn, src!).toBe(own);
      await axe(page);
    });
  }

  test("/login without a trial shows no game", async ({ page }) => {
    await page.goto("/login?role=Facilitator");
    await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
    await expect(page.getByTestId("trial-goal")).toBeHidden();
    await expect(page.getByText("Your free trial of").locator("visible=true")).toHaveCount(0);
  });
});

test.describe("the projected join screen", () => {
  test("at 1280×720 the code is over a sixth of the screen tall, on the game's colour, and the QR code fits", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto("/join/TOC-4821/project");
    const code = page.getByTestId("join-code");
    await expect(code).toHaveText("TOC-4821");
    // 128 px and more (it was 111 px): some 9 cm on a 5 m wide screen, readable from the back of a hall.
    expect(await code.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(128);
    // The code's panel is the game's colour, its text white.
    const [r, g, b] = gameOf("toc")
      .colour.match(/[0-9a-f]{2}/g)!
      .map((hex) => parseInt(hex, 16));
    const panel = page.locator("div", { has: code }).last();
    await expect(panel).toHaveCSS("background-color", `rgb(${r}, ${g}, ${b})`);
    // Its whole width inside the coloured panel.
    const [box, area] = [(await code.boundingBox())!, (await panel.boundingBox())!];
    expect(box.x).toBeGreaterThanOrEqual(area.x);
    expect(box.x + box.width).toBeLessThanOrEqual(area.x + area.width);
    await expect(code).toHaveCSS("color", "rgb(255, 255, 255)");
    const qr = (await page.getByRole("img", { name: /^QR code: / }).boundingBox())!;
    expect(qr.height).toBeGreaterThanOrEqual(450);
    expect(qr.y).toBeGreaterThanOrEqual(0);
    expect(qr.y + qr.height).toBeLessThanOrEqual(720);
    expect(qr.x + qr.width).toBeLessThanOrEqual(1280);
    await axe(page);
  });

  test("in full screen its tools leave the projected area, and come back for the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto("/join/P5-7K2QXP/project");
    const copy = page.getByRole("button", { name: "Copy link" });
    await expect(copy).toBeInViewport();
    await page.getByRole("button", { name: "Full screen" }).click();
    await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
    // The pointer leaves the tools (a person moves it off the button, or it hides on a projector).
    await page.mouse.move(640, 300);
    await expect(copy).not.toBeInViewport();
    await expect(page.getByRole("link", { name: "Open the join page" })).not.toBeInViewport();
    await expect(page.getByTestId("join-code")).toBeInViewport();
    await expect(page.getByRole("img", { name: /^QR code: / })).toBeInViewport({ ratio: 1 });
    // The keyboard brings them back: Tab from Full screen reaches the next tool.
    await page.keyboard.press("Tab");
    const openJoinPage = page.getByRole("link", { name: "Open the join page" });
    await expect(openJoinPage).toBeFocused();
    await expect(openJoinPage).toBeInViewport();
  });
});
