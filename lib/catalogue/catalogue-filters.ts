// nuqs/server: the parsers without "use client", so server components may build the catalogue too.
import { createParser } from "nuqs/server";

/**
 * The catalogue's filters as they live in the address: /?discipline=…&length=…&format=…&q=…
 * Plain functions and nuqs's parsers (no zod) so the home page's script stays small; values not on offer
 * are ignored.
 */

export interface FacetOption {
  value: string;
  label: string;
}

export interface CatalogueOptions {
  disciplines: FacetOption[];
  lengths: FacetOption[];
  formats: FacetOption[];
}

/** What the browser needs of one game to filter it; built on the server from content. */
export interface CatalogueItem {
  slug: string;
  /** The game's discipline and every other discipline named among its subjects (one vocabulary with search). */
  disciplines: string[];
  lengths: string[];
  formats: string[];
  /** The words of title, subtitle, discipline and subjects (and their initials), folded by searchWords. */
  text: string;
}

export interface Catalogue {
  options: CatalogueOptions;
  items: CatalogueItem[];
}

export interface CatalogueFilters {
  discipline: string;
  length: string;
  format: string;
  q: string;
}

export type FilterName = keyof CatalogueFilters;
export const filterNames: FilterName[] = ["discipline", "length", "format", "q"];
export const noFilters: CatalogueFilters = { discipline: "", length: "", format: "", q: "" };
export const MAX_QUERY_LENGTH = 100;

/** Lower case without accents, so 'Decision' finds 'décision' and the other way round. */
export function searchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The words of a text, folded, split at anything but letters and digits ("Porter's" is one word). */
export function searchWords(text: string): string[] {
  return searchText(text)
    .replace(/['\u2019]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The value when the catalogue offers it, else none. */
export function offered(value: string | null, options: FacetOption[]): string {
  return value && options.some((option) => option.value === value) ? value : "";
}

const facetParser = (options: FacetOption[]) =>
  createParser({ parse: (value) => offered(value, options) || null, serialize: (value: string) => value }).withDefault("");
const searchParser = createParser({
  parse: (value) => value.slice(0, MAX_QUERY_LENGTH),
  serialize: (value: string) => value,
}).withDefault("");

/** How each filter is read from and written to the address (nuqs's parsers): values not on offer are ignored. */
export function filterParsers(options: CatalogueOptions) {
  return {
    discipline: facetParser(options.disciplines),
    length: facetParser(options.lengths),
    format: facetParser(options.formats),
    q: searchParser,
  };
}

/** The filters an address holds, as the page reads them. */
export function parseFilters(search: string, options: CatalogueOptions): CatalogueFilters {
  const params = new URLSearchParams(search);
  const parsers = filterParsers(options);
  const read = (name: FilterName) => parsers[name].parseServerSide(params.get(name) ?? undefined);
  return { discipline: read("discipline"), length: read("length"), format: read("format"), q: read("q") };
}

/** What to write: a blank search is no search. */
export function toWrite(filters: CatalogueFilters): CatalogueFilters {
  return { ...filters, q: filters.q.trim() ? filters.q : "" };
}

export function hasFilters(filters: CatalogueFilters): boolean {
  return filterNames.some((name) => filters[name].trim() !== "");
}

export function matchesFilters(item: CatalogueItem, filters: CatalogueFilters): boolean {
  if (filters.discipline && !item.disciplines.includes(filters.discipline)) return false;
  if (filters.length && !item.lengths.includes(filters.length)) return false;
  if (filters.format && !item.formats.includes(filters.format)) return false;
  // Each word of the search starts a word of the game's text: "HR" finds "HRM", never "through".
  return searchWords(filters.q).every((word) => item.text.includes(` ${word}`));
}
