import { expect, test } from "@playwright/test";
import { gameEntries } from "../content/games";
import { gameSchema, type Game } from "../content/schema";

const games: Game[] = gameEntries.map((entry) => gameSchema.parse(entry));
const caption = "Illustration drawn from the game's description, not a screenshot.";

// One game for each kind of debrief chart, so the spec covers bars, lines and a table.
const oneOfEachChart = (["bars", "lines", "table"] as const).map((chart) => {
  const game = games.find((g) => g.illustration.debrief.chart === chart);
  if (!game) throw new Error(`No game in content with a ${chart} debrief`);
  return game;
});

test.describe("a picture of each game", () => {
  for (const game of oneOfEachChart) {
    const { play, debrief } = game.illustration;

    test(`/${game.slug} shows its rounds and ${debrief.chart} debrief as an illustration`, async ({ page }) => {
      await page.goto(`/${game.slug}`);
      const overview = page.getByRole("tabpanel", { name: "Overview" });
      await expect(overview.getByRole("heading", { name: "What playing looks like" })).toBeVisible();
      const figure = overview.getByRole("figure", { name: new RegExp(`^Illustration: ${play.rounds}`) });
      await expect(figure.getByText(caption)).toBeVisible();
      await expect(figure.getByText(play.rounds, { exact: true }).first()).toBeVisible();
      await expect(figure.getByRole("list").first().getByRole("listitem")).toHaveText(play.steps);
      for (const role of play.roles ?? []) await expect(figure.getByText(role, { exact: true })).toBeVisible();
      await expect(figure.getByText(debrief.title, { exact: true })).toBeVisible();
      for (const measure of debrief.measures) await expect(figure.getByText(measure, { exact: true })).toBeVisible();
      await expect(figure.getByRole("img", { name: /^Schematic .*, with no figures$/ })).toBeVisible();
    });
  }

  test("the figure fits a 320 px screen without scrolling sideways", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/${oneOfEachChart[0]!.slug}`);
    await expect(page.getByText(caption)).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const { scrollWidth, clientWidth } = document.documentElement;
      return { scrollWidth, clientWidth };
    });
    expect(scrollWidth).toBe(clientWidth);
  });
});
