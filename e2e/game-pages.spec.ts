import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gameEntries } from "../content/games";
import { partnerLogoEntries, supporterLogoEntries } from "../content/logos";
import { gameSchema, type Game } from "../content/schema";

const games: Game[] = gameEntries.map((entry) => gameSchema.parse(entry));

function pick(description: string, predicate: (game: Game) => boolean): Game {
  const game = games.find(predicate);
  if (!game) throw new Error(`No game in content ${description}`);
  return game;
}

const gameWithMissingAndPresentResource = pick(
  "with one resource present and one missing",
  (g) => Object.values(g.resources).some((url) => url) && Object.values(g.resources).some((url) => !url),
);
/** A game's documents: only those it has are shown, and with none there is no Included Resources tab. */
const hasDocuments = (g: Game) => Object.values(g.resources).some((url) => url);
const gameWithoutDocuments = pick("without any document", (g) => !hasDocuments(g));
/** The tabs a game page shows. */
const tabsOf = (g: Game) => [
  "Overview",
  ...(hasDocuments(g) ? ["Included Resources"] : []),
  ...(hasRecordedVideo(g) ? ["Video Tutorials"] : []),
];
/** A recorded video: a placeholder in content is none (nothing empty is shown). */
const hasRecordedVideo = (g: Game) => Object.values(g.videos).some((video) => video && !video.placeholder);
const gameWithPlaceholderVideos = pick(
  "with placeholder videos only (its hero's too)",
  (g) => !hasRecordedVideo(g) && Object.values(g.videos).some((video) => video?.placeholder) && Boolean(g.authorVideo?.placeholder),
);

const partnerLogos = new Map([...partnerLogoEntries, ...supporterLogoEntries].map((logo) => [logo.id, logo]));

const resourceLabels = { gameGuide: "Game Guide", teachingNotes: "Teaching Notes", debriefSlides: "Debrief Slides" };

function tabs(page: Page) {
  return page.getByRole("tablist").getByRole("tab");
}

test.describe("game detail pages", () => {
  test("each of the ten game pages renders its title, hero facts and tabs", async ({ page }) => {
    test.setTimeout(60_000);
    for (const game of games) {
      const response = await page.goto(`/${game.slug}`);
      expect(response?.status(), game.slug).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(game.title);
      await expect(page.getByText(game.subtitle, { exact: true }).first()).toBeVisible();
      await expect(tabs(page)).toHaveText(tabsOf(game));
      await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
      const overview = page.getByRole("tabpanel", { name: "Overview" });
      await expect(overview.getByRole("heading", { name: "Key Features" })).toBeVisible();
      await expect(overview.getByText(game.overview.keyFeatures[0]!)).toBeVisible();
      // A placeholder author profile is plain text, a real one a link.
      const author = game.authors[0]!;
      const authorLink = page.getByRole("link", { name: author.name });
      if (author.placeholder) await expect(authorLink).toHaveCount(0);
      else await expect(authorLink).toHaveAttribute("href", author.profileUrl);
      await expect(page.locator("p", { hasText: /^Authors?:/ }).getByText(author.name)).toBeVisible();
      // Buy Now leads somewhere: the game's shop page, or the Request a Demo dialog.
      if (game.purchaseUrl) {
        await expect(page.getByRole("link", { name: "Buy Now" })).toHaveAttribute("href", game.purchaseUrl);
      } else {
        await expect(page.getByRole("button", { name: "Buy Now" })).toHaveAttribute("aria-haspopup", "dialog");
      }
    }
  });

  // The dialog behind Buy Now says "Buy <game>", not "Request a Demo".
  test("Buy Now without a shop address opens a Buy dialog named for the game, with the purchase message prefilled", async ({ page }) => {
    const game = pick("without a purchase address", (g) => !g.purchaseUrl);
    await page.goto(`/${game.slug}`);
    await page.getByRole("button", { name: "Buy Now" }).click();
    const dialog = page.getByRole("dialog", { name: `Buy ${game.title}` });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Request a Demo" })).toHaveCount(0);
    await expect(dialog.getByRole("textbox", { name: "Message" })).toHaveValue(`We would like to buy ${game.title} for our course.`);
    await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveValue("");
    await expect(page).toHaveURL(new RegExp(`/${game.slug}$`));
  });

  test("the hero shows the facts card, the trial button and Buy Now, and no placeholder partner", async ({ page }) => {
    const game = games[0]!;
    await page.goto(`/${game.slug}`);
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    const facts = hero.locator("dl");
    for (const [term, value] of [
      ["Discipline", game.discipline],
      ["Length", game.length],
      ["Type", game.type],
    ]) {
      await expect(facts.locator("div", { has: page.locator("dt", { hasText: term! }) }).locator("dd")).toHaveText(value!);
    }
    await expect(hero.getByRole("button", { name: "Take a Free Trial" })).toBeVisible();
    await expect(hero.getByRole(game.purchaseUrl ? "link" : "button", { name: "Buy Now" })).toBeVisible();
    // Only institutions the content confirms as real partners; today every partner is a placeholder, so the
    // hero names none. A confirmed partner brings "Brought to you by" back, and this check with it.
    expect(
      [...partnerLogos.values()].filter((logo) => logo.confirmed),
      "confirmed partners",
    ).toEqual([]);
    await expect(hero.getByText("Brought to you by")).toHaveCount(0);
    for (const logo of partnerLogos.values()) {
      await expect(page.getByRole("img", { name: logo.alt, exact: true }), logo.name).toHaveCount(0);
    }
  });

  test("Overview is selected by default and the arrow keys move between tabs", async ({ page }) => {
    const game = pick("with documents and no recorded video", (g) => hasDocuments(g) && !hasRecordedVideo(g));
    await page.goto(`/${game.slug}`);
    const overview = page.getByRole("tab", { name: "Overview" });
    await expect(overview).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);

    await overview.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Included Resources" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Included Resources" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Included Resources" })).toBeVisible();

    await page.keyboard.press("ArrowRight");
    await expect(overview).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Included Resources" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Included Resources" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeHidden();
  });

  test("every panel's content is in the server-rendered HTML", async ({ request }) => {
    const game = gameWithMissingAndPresentResource;
    const html = await (await request.get(`/${game.slug}`)).text();
    for (const text of ["Key Features", "Learning Objectives", "Game Guide"]) expect(html).toContain(text);
  });

  // Documents open for licensed facilitators only (e2e/accounts-documents.spec.ts); a visitor sees why.
  test("Included Resources: only the documents the game has, each asking a visitor to log in", async ({ page }) => {
    const game = gameWithMissingAndPresentResource;
    await page.goto(`/${game.slug}`);
    await page.getByRole("tab", { name: "Included Resources" }).click();
    const panel = page.getByRole("tabpanel", { name: "Included Resources" });
    const present = Object.entries(game.resources).filter(([, url]) => url);
    await expect(panel.getByRole("listitem")).toHaveCount(present.length);
    await expect(panel).not.toContainText("Not available yet");
    // Each card says why on itself, before any script (the toast a tap adds is the component's Jest test).
    for (const [key] of present) {
      const label = resourceLabels[key as keyof typeof resourceLabels];
      await expect(panel.getByRole("button", { name: new RegExp(label) })).toContainText("Log in as a facilitator to open this document.");
    }
    await expect(panel.getByRole("link", { name: "Log In" })).toHaveAttribute("href", `/login?redirect=%2F${game.slug}`);
  });

  test("a game without documents shows no Included Resources tab and promises no guide", async ({ page }) => {
    await page.goto(`/${gameWithoutDocuments.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(gameWithoutDocuments.title);
    await expect(page.getByRole("tab", { name: "Included Resources" })).toHaveCount(0);
    await expect(page.getByText("Not available yet")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "What you get" })).not.toContainText("Game Guide");
  });

  // A video that is not recorded (missing, or a placeholder in content) is not shown at all:
  // no Video Tutorials tab of grey cards, no "Video not available" over the hero's picture.
  test("a game with no recorded video shows no Video Tutorials tab and no video in its hero", async ({ page }) => {
    const game = gameWithPlaceholderVideos;
    await page.goto(`/${game.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(game.title);
    await expect(tabs(page)).toHaveText(tabsOf(game));
    await expect(page.getByRole("tab", { name: "Video Tutorials" })).toHaveCount(0);
    await expect(page.getByText("Video not available")).toHaveCount(0);
    await expect(page.getByText("Coming soon")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /video/i })).toHaveCount(0);
    await expect(page.getByRole("img", { name: game.image.alt })).toBeVisible();
  });

  test("More Simulations lists the other nine games and not the current one", async ({ page }) => {
    const game = games[3]!;
    await page.goto(`/${game.slug}`);
    const more = page.getByRole("region", { name: "More Simulations" });
    await expect(more.getByRole("listitem").filter({ has: page.getByRole("article") })).toHaveCount(games.length - 1);
    for (const other of games) {
      const link = more.getByRole("link", { name: `Explore ${other.title}`, exact: true });
      if (other.slug === game.slug) await expect(link).toHaveCount(0);
      else await expect(link).toHaveAttribute("href", `/${other.slug}`);
    }
  });

  test("a game opened from a card lower on the page starts at the top", async ({ page }) => {
    const [first, second] = games;
    await page.goto(`/${first!.slug}`);
    const card = page.getByRole("link", { name: `Explore ${second!.title}`, exact: true });
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/${second!.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second!.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("old and misspelt addresses redirect permanently", async ({ request }) => {
    for (const [from, to] of [
      ["/factory-manager-experience", "/toc"],
      ["/fruit-beer-game", "/fruit-bear-game"],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect([301, 308]).toContain(response.status());
      expect(response.headers()["location"]).toBe(to);
    }
  });

  test("an unknown game address answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-game");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page Not Found" })).toBeVisible();
  });

  test("each game page has its canonical URL, social cards and Course JSON-LD", async ({ page }) => {
    const game = games[1]!;
    await page.goto(`/${game.slug}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${game.slug}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", game.summary);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`/${game.slug}/opengraph-image[\\w-]*(\\?[\\w-]+)?$`),
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data["@type"]).toBe("Course");
    expect(data.name).toBe(game.title);
    expect(data.provider["@type"]).toBe("Organization");
  });

  test("a game page has no axe violations, in each tab", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/${gameWithMissingAndPresentResource.slug}`);
    for (const tab of ["Overview", "Included Resources"]) {
      await page.getByRole("tab", { name: tab }).click();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, tab).toEqual([]);
    }
  });
});
