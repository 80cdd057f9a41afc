import { formatFacets, lengthBands } from "@/content/facets";
import type { Game } from "@/content/schema";
import { searchText, searchWords, type Catalogue, type CatalogueItem } from "./catalogue-filters";

/** 'Supply Chain Management' → 'supply-chain-management', the discipline's value in the address. */
export function facetValue(label: string): string {
  return searchText(label)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The bands a game's minutes range touches: 45 min is 'About 1 hour', 60–90 min is that and 'Longer'. */
export function lengthBandsOf(minutes: { min: number; max: number }): string[] {
  let lower = 0;
  const bands: string[] = [];
  for (const band of lengthBands) {
    if (minutes.max > lower && minutes.min <= band.upTo) bands.push(band.id);
    lower = band.upTo;
  }
  return bands;
}

/**
 * What a search reads of a game: the words of its title, subtitle, discipline and subjects, and the
 * initials of each of those names of more than one word ("Human Resource Management" is also "hrm", so
 * "HR" finds it), each word after a space so that a search matches word starts.
 */
function searchableText(game: Game): string {
  const names = [game.discipline, ...game.overview.subjects];
  const initials = names
    .map(searchWords)
    .filter((words) => words.length > 1)
    .map((words) => words.map((word) => word[0]).join(""));
  return ` ${[...searchWords([game.title, game.subtitle, ...names].join(" ")), ...initials].join(" ")}`;
}

/** Options and per-game facets for the catalogue filters, all from content: a new game needs no other change. */
export function buildCatalogue(games: readonly Game[]): Catalogue {
  const disciplines = [...new Set(games.map((game) => game.discipline))].sort((a, b) => a.localeCompare(b, "en"));
  const inUse = (id: string, key: "lengths" | "formats") => items.some((item) => item[key].includes(id));
  const offered = new Set(disciplines.map(facetValue));
  // A subject that is also a discipline on offer puts the game under that discipline too, so the filter
  // finds what a search for the same words finds.
  const disciplinesOf = (game: Game) => [
    ...new Set([game.discipline, ...game.overview.subjects].map(facetValue).filter((value) => offered.has(value))),
  ];
  const items = games.map((game): CatalogueItem => ({
    slug: game.slug,
    disciplines: disciplinesOf(game),
    lengths: lengthBandsOf(game.facets.minutes),
    formats: [...game.facets.formats],
    text: searchableText(game),
  }));
  return {
    options: {
      disciplines: disciplines.map((label) => ({ value: facetValue(label), label })),
      lengths: lengthBands.filter((band) => inUse(band.id, "lengths")).map(({ id, label }) => ({ value: id, label })),
      formats: formatFacets.filter((format) => inUse(format.id, "formats")).map(({ id, label }) => ({ value: id, label })),
    },
    items,
  };
}
