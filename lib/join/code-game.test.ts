import { buildDashboardCatalogue, joinGamesOf } from "@/components/dashboard/dashboard-cards";
import { games } from "@/content";
import { otherGameOfCode } from "./code-game";

const joinGames = joinGamesOf(buildDashboardCatalogue(games, "https://dashboard.example.com"));
const prefixOf = (title: string) => games.find((game) => game.title === title)!.join.prefix;

describe("otherGameOfCode: which game a session code belongs to (Share a session)", () => {
  it("lists each game of content once, with its prefix", () => {
    expect(joinGames).toHaveLength(games.length);
    expect(new Set(joinGames.map((game) => game.prefix)).size).toBe(games.length);
  });

  it.each([
    ["The EV Gambit", "p5-ab12"],
    ["The EV Gambit", " P5-AB12 "],
    ["Fruit Beer Game", "FB-2041"],
    ["Fruit Beer Game", "ZZZ"],
  ])("a code of %s's own (%s) is accepted", (title, code) => {
    expect(otherGameOfCode(code, prefixOf(title), joinGames)).toBeNull();
  });

  it.each([
    ["Fruit Beer Game", "P5-AB12", "The EV Gambit"],
    ["The EV Gambit", "FB-2041", "Fruit Beer Game"],
    ["The EV Gambit", "toc-9", "Factory Manager Experience"],
    ["Order Ops", "DS12", "The Dual Source Dilemma"],
  ])("on %s's card, %s names the game it belongs to: %s", (title, code, other) => {
    expect(otherGameOfCode(code, prefixOf(title), joinGames)?.title).toBe(other);
  });
});
