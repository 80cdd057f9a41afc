import { games } from "@/content";
import { buildCatalogue } from "./build-catalogue";
import { hasFilters, matchesFilters, noFilters, parseFilters, toWrite } from "./catalogue-filters";

const catalogue = buildCatalogue(games);
const shown = (search: string) =>
  catalogue.items.filter((item) => matchesFilters(item, parseFilters(search, catalogue.options))).map((item) => item.slug);

describe("parseFilters", () => {
  it("reads the four filters from the address", () => {
    expect(parseFilters("?discipline=operations-management&length=hour&format=team&q=food", catalogue.options)).toEqual({
      discipline: "operations-management",
      length: "hour",
      format: "team",
      q: "food",
    });
  });

  it("ignores values the catalogue does not offer, and other parameters", () => {
    expect(parseFilters("?discipline=astrology&length=2h&format=<script>&code=P5-1", catalogue.options)).toEqual(noFilters);
  });

  it("cuts a huge search to 100 characters", () => {
    expect(parseFilters(`?q=${"a".repeat(5000)}`, catalogue.options).q).toHaveLength(100);
  });
});

describe("matchesFilters", () => {
  it("shows every game with no filter", () => {
    expect(shown("")).toHaveLength(10);
  });

  it("filters by discipline", () => {
    expect(shown("?discipline=supply-chain-management")).toEqual(["fruit-bear-game", "ds-dilemma", "onion-dilemma"]);
  });

  it("the discipline filter finds what a search for the same words finds (one vocabulary)", () => {
    expect(shown("?discipline=operations-management")).toEqual(shown("?q=operations+management"));
    expect(shown("?discipline=operations-management")).toHaveLength(3);
  });

  it("filters by length", () => {
    expect(shown("?length=short")).toEqual(["stock-flow-game"]);
  });

  it("filters by format", () => {
    expect(shown("?format=bot")).toEqual(["onion-dilemma"]);
    expect(shown("?format=team")).toEqual(["order-ops", "onion-dilemma"]);
  });

  it("combines filters, every one must hold", () => {
    expect(shown("?discipline=supply-chain-management&length=hour&format=single-player")).toEqual(["fruit-bear-game"]);
    expect(shown("?discipline=system-dynamics&length=long")).toEqual([]);
  });

  it("searches titles, subtitles and subjects; every word must match, in any case and accent", () => {
    expect(shown("?q=BULLWHIP")).toEqual(["fruit-bear-game"]);
    expect(shown("?q=game+theory")).toEqual(["onion-dilemma"]);
    expect(shown("?q=procurement")).toEqual(["ds-dilemma"]);
    expect(shown("?q=d%C3%A9cision")).toEqual(["sustainable-select"]);
    expect(shown("?q=inventory+bullwhip")).toEqual(["fruit-bear-game"]);
    expect(shown("?q=   ")).toHaveLength(10);
    expect(shown("?q=quantum")).toEqual([]);
  });
});

describe("search matches the starts of words in titles, disciplines and subjects", () => {
  it('"HR" finds To Pay or Not to Pay (Human Resource Management), not The EV Gambit ("through")', () => {
    expect(shown("?q=HR")).toEqual(["to-pay-or-not-to-pay"]);
  });

  it('"supply" finds the supply chain games, not "supplier" alone', () => {
    expect(shown("?q=supply").sort()).toEqual(["ds-dilemma", "fruit-bear-game", "onion-dilemma"]);
  });

  it('"quality" finds Defect Detectives only', () => {
    expect(shown("?q=quality")).toEqual(["defect-detective"]);
  });

  it("a word's middle is no match; a word's start is, and a name's initials are", () => {
    expect(shown("?q=ullwhip")).toEqual([]);
    expect(shown("?q=bull")).toEqual(["fruit-bear-game"]);
    expect(shown("?q=toc")).toEqual(["toc"]);
    expect(shown("?q=porters")).toEqual(["the-ev-gambit"]);
  });
});

describe("what is written", () => {
  it("drops a blank search and keeps a search with words", () => {
    expect(toWrite({ ...noFilters, format: "bot", q: "  " })).toEqual({ ...noFilters, format: "bot" });
    expect(toWrite({ ...noFilters, q: "supply chain" }).q).toBe("supply chain");
  });

  it("knows when a filter is set", () => {
    expect(hasFilters(noFilters)).toBe(false);
    expect(hasFilters({ ...noFilters, format: "bot" })).toBe(true);
  });
});
