/**
 * The catalogue's filters as they live in the address: /?discipline=…&length=…&format=…&q=…
 * Plain functions (no zod) so the home page's script stays small; values not on offer are ignored.
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

function offered(value: string | null, options: FacetOption[]): string {
  return value && options.some((option) => option.value === value) ? value : "";
}

export function parseFilters(search: string, options: CatalogueOptions): CatalogueFilters {
  const params = new URLSearchParams(search);
  return {
    discipline: offered(params.get("discipline"), options.disciplines),
    length: offered(params.get("length"), options.lengths),
    format: offered(params.get("format"), options.formats),
    q: (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH),
  };
}

/** The query string for the filters (other parameters of the address are kept), '' when none is set. */
export function filtersQuery(filters: CatalogueFilters, current = ""): string {
  const params = new URLSearchParams(current);
  for (const name of filterNames) {
    const value = name === "q" ? filters.q.trim() && filters.q : filters[name];
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
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
