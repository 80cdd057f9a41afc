import { games } from "@/content";
import { fruitBearGame } from "@/content/games/fruit-bear-game";
import { gameSchema, parseContent, type Game } from "@/content/schema";
import { buildCatalogue, facetValue, lengthBandsOf } from "./build-catalogue";

const labels = (options: { label: string }[]) => options.map((option) => option.label);

describe("the catalogue's facets come from content", () => {
  const catalogue = buildCatalogue(games);
  const bySlug = Object.fromEntries(catalogue.items.map((item) => [item.slug, item]));

  it("offers each discipline of the ten games once, in alphabetical order", () => {
    expect(labels(catalogue.options.disciplines)).toEqual([
      "Decision Sciences",
      "Human Resource Management",
      "Operations Management",
      "Quality Management",
      "Strategic Management",
      "Supply Chain Management",
      "System Dynamics",
    ]);
    expect(catalogue.options.disciplines[5]).toEqual({ value: "supply-chain-management", label: "Supply Chain Management" });
  });

  it("offers the three length bands and the three formats of the issue", () => {
    expect(labels(catalogue.options.lengths)).toEqual(["Up to 30 min", "About 1 hour", "Longer"]);
    expect(labels(catalogue.options.formats)).toEqual(["Single-player", "With a bot", "Team / multiplayer"]);
  });

  it("places the games of SPEC §9 in their length bands", () => {
    const inBand = (band: string) => catalogue.items.filter((item) => item.lengths.includes(band)).map((item) => item.slug);
    expect(inBand("short")).toEqual(["stock-flow-game"]);
    expect(inBand("long")).toEqual(["sustainable-select", "ds-dilemma"]);
    expect(inBand("hour")).toEqual([
      "to-pay-or-not-to-pay",
      "sustainable-select",
      "fruit-bear-game",
      "the-ev-gambit",
      "order-ops",
      "defect-detective",
      "toc",
      "onion-dilemma",
    ]);
  });

  it("gives Onion Dilemma a bot and a second player, and Order Ops a team", () => {
    expect(bySlug["onion-dilemma"]?.formats).toEqual(["bot", "team"]);
    expect(bySlug["order-ops"]?.formats).toEqual(["team"]);
    expect(bySlug.toc?.formats).toEqual(["single-player"]);
  });

  it("searches title, subtitle and subjects, folded to lower case", () => {
    expect(bySlug["defect-detective"]?.text).toContain("defect detectives");
    expect(bySlug["defect-detective"]?.text).toContain("seven basic quality tools");
    expect(bySlug["defect-detective"]?.text).toContain("six sigma");
  });

  it("shows a game added to content in the filters with no other change", () => {
    const added: Game = parseContent(
      gameSchema,
      {
        ...fruitBearGame,
        slug: "negotiation-lab",
        gameIds: ["negotiation-lab"],
        title: "Negotiation Lab",
        discipline: "Négociation & Sales",
        facets: { minutes: { min: 120, max: 150 }, formats: ["team"] },
      },
      "games/negotiation-lab",
    );
    const grown = buildCatalogue([...games, added]);
    expect(grown.options.disciplines).toContainEqual({ value: "negociation-sales", label: "Négociation & Sales" });
    expect(grown.items.at(-1)).toMatchObject({ slug: "negotiation-lab", lengths: ["long"], formats: ["team"] });
  });

  it("offers only the bands and formats some game has", () => {
    const onlyShort = buildCatalogue(games.filter((game) => game.slug === "stock-flow-game"));
    expect(labels(onlyShort.options.lengths)).toEqual(["Up to 30 min"]);
    expect(labels(onlyShort.options.formats)).toEqual(["Single-player"]);
  });
});

describe("lengthBandsOf", () => {
  it.each([
    [{ min: 20, max: 30 }, ["short"]],
    [{ min: 31, max: 31 }, ["hour"]],
    [{ min: 45, max: 45 }, ["hour"]],
    [{ min: 75, max: 75 }, ["hour"]],
    [{ min: 60, max: 90 }, ["hour", "long"]],
    [{ min: 90, max: 90 }, ["long"]],
    [{ min: 25, max: 240 }, ["short", "hour", "long"]],
  ])("puts %j in %j", (minutes, bands) => {
    expect(lengthBandsOf(minutes)).toEqual(bands);
  });
});

describe("content's facet fields", () => {
  it("refuses a game whose minutes run backwards or whose format is unknown", () => {
    expect(() =>
      parseContent(gameSchema, { ...fruitBearGame, facets: { minutes: { min: 90, max: 60 }, formats: ["team"] } }, "games/x"),
    ).toThrow("games/x.facets.minutes: min must not exceed max");
    expect(() =>
      parseContent(gameSchema, { ...fruitBearGame, facets: { minutes: { min: 60, max: 60 }, formats: ["solo"] } }, "games/y"),
    ).toThrow(/games\/y\.facets\.formats\.0/);
  });

  it("turns a discipline into an address-safe value", () => {
    expect(facetValue("  Supply Chain Management ")).toBe("supply-chain-management");
    expect(facetValue("R&D / Innovation")).toBe("r-d-innovation");
  });
});
