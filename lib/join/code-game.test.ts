import { buildDashboardCatalogue, joinGamesOf } from "@/components/dashboard/dashboard-cards";
import { games } from "@/content";
import { checkCodeOfGame } from "./code-game";

const joinGames = joinGamesOf(buildDashboardCatalogue(games, "https://dashboard.example.com"));
const prefixOf = (title: string) => games.find((game) => game.title === title)!.join.prefix;

describe("checkCodeOfGame: whether a code can be a session of a card's game (Share a session)", () => {
  it("lists each game of content once, with its prefix", () => {
    expect(joinGames).toHaveLength(games.length);
    expect(new Set(joinGames.map((game) => game.prefix)).size).toBe(games.length);
  });

  it.each([
    ["The EV Gambit", "p5-ab12", "P5-AB12"],
    ["The EV Gambit", " P5 AB12 ", "P5-AB12"],
    ["Fruit Beer Game", "FB-2041", "FB-2041"],
    ["Fruit Beer Game", "fb2041", "FB-2041"],
  ])("a code of %s's own (%s) is accepted as %s", (title, code, written) => {
    expect(checkCodeOfGame(code, prefixOf(title), joinGames)).toEqual({ ok: true, code: written });
  });

  it.each([
    ["Fruit Beer Game", "P5-AB12", "The EV Gambit"],
    ["The EV Gambit", "FB-2041", "Fruit Beer Game"],
    ["The EV Gambit", "toc-9", "Factory Manager Experience"],
    ["Order Ops", "DS12", "The Dual Source Dilemma"],
  ])("on %s's card, %s names the game it belongs to: %s", (title, code, other) => {
    expect(checkCodeOfGame(code, prefixOf(title), joinGames)).toEqual({ ok: false, other: expect.objectContaining({ title: other }) });
  });

  // Share a session accepted "abc" on Fruit Beer Game's card (the old fallback).
  it.each(["Fruit Beer Game", "The EV Gambit"])("on %s's card, abc is no game's code", (title) => {
    expect(checkCodeOfGame("abc", prefixOf(title), joinGames)).toEqual({ ok: false, other: null });
  });
});
