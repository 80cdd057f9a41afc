import type { Game } from "@/content/schema";
import { buildDashboardCatalogue, dashboardUrl, toDashboardCards } from "./dashboard-cards";

const image = { src: "/images/games/fruit-beer.jpg", alt: "Fruit beer crates", width: 1200, height: 675 };

function game(partial: Partial<Game> & Pick<Game, "gameIds" | "title" | "dashboardPath">, prefix: string | null = null): Game {
  return { image, join: { prefix, siteUrl: "https://game.example/join", addUserInfo: true }, ...partial } as Game;
}

const host = "https://dashboard.example.com";
const catalogue = buildDashboardCatalogue(
  [
    game({ gameIds: ["fruit-beer"], title: "Fruit Beer Game", dashboardPath: "/fruit-beer/sessions" }),
    game({ gameIds: ["stock-flow", "customer-in-store"], title: "Customers In A Store", dashboardPath: "/stock-flow" }, "SF-"),
  ],
  host,
);

describe("dashboardUrl", () => {
  it.each([
    ["https://dash.example", "/a/b", "https://dash.example/a/b"],
    ["https://dash.example/", "/a", "https://dash.example/a"],
    ["https://dash.example//", "a", "https://dash.example/a"],
    ["https://dash.example", "/", "https://dash.example/"],
  ])("%s + %s → %s", (hostUrl, path, expected) => {
    expect(dashboardUrl(hostUrl, path)).toBe(expected);
  });
});

describe("buildDashboardCatalogue", () => {
  it("keys every upstream id of a game to its title, image, session page and code prefix", () => {
    expect(Object.keys(catalogue).sort()).toEqual(["customer-in-store", "fruit-beer", "stock-flow"]);
    expect(catalogue["customer-in-store"]).toEqual({
      title: "Customers In A Store",
      image,
      href: "https://dashboard.example.com/stock-flow",
      joinPrefix: "SF-",
    });
  });
});

describe("toDashboardCards", () => {
  it.each([
    {
      name: "a known game with an expiry takes content's title and image and a formatted date",
      record: { id: "1", game_id: "fruit-beer", simulation_name: "beer_game_v2", expiry_date: "2025-12-14" },
      card: {
        id: "1",
        gameId: "fruit-beer",
        title: "Fruit Beer Game",
        date: "14 DEC 2025",
        expiry: "2025-12-14",
        image,
        href: "https://dashboard.example.com/fruit-beer/sessions",
      },
    },
    {
      name: "a second id of the same game",
      record: { id: "2", game_id: "customer-in-store", simulation_name: "cis", expiry_date: "2026-01-03T00:00:00Z" },
      card: { title: "Customers In A Store", date: "03 JAN 2026", href: "https://dashboard.example.com/stock-flow" },
    },
    {
      name: "no expiry (absent)",
      record: { id: "3", game_id: "fruit-beer", simulation_name: "beer" },
      card: { date: null, expiry: null },
    },
    {
      name: "no expiry (null or empty)",
      record: { id: "4", game_id: "fruit-beer", simulation_name: "beer", expiry_date: "" },
      card: { date: null, expiry: null },
    },
    {
      name: "a game content does not know keeps the upstream's name and opens the dashboard host",
      record: { id: "5", game_id: "new-game", simulation_name: "Brand New Game", expiry_date: null },
      card: { title: "Brand New Game", image: null, href: "https://dashboard.example.com/" },
    },
    {
      name: "an id that is an Object.prototype key is not a catalogue entry",
      record: { id: "6", game_id: "constructor", simulation_name: "Odd" },
      card: { title: "Odd", image: null },
    },
  ])("$name", ({ record, card }) => {
    const [result] = toDashboardCards([record], catalogue, host);
    expect(result).toMatchObject(card);
  });

  it("keeps the server's order and one card per record", () => {
    const cards = toDashboardCards(
      [
        { id: "b", game_id: "stock-flow", simulation_name: "sf" },
        { id: "a", game_id: "fruit-beer", simulation_name: "fb" },
      ],
      catalogue,
      host,
    );
    expect(cards.map((card) => card.id)).toEqual(["b", "a"]);
  });
});
