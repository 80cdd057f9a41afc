"use client";

import { useMemo, useRef } from "react";
import {
  filterNames,
  filtersQuery,
  hasFilters,
  matchesFilters,
  noFilters,
  parseFilters,
  type Catalogue,
  type CatalogueFilters,
  type FilterName,
} from "@/lib/catalogue/catalogue-filters";
import { catalogueMessages } from "@/lib/messages/catalogue";
import { CatalogueFiltersForm } from "./catalogue-filters";
import { useLocationSearch, writeLocationSearch } from "@/hooks/use-location-search";
import styles from "./catalogue.module.css";

export interface CatalogueFilterProps {
  catalogue: Catalogue;
  /** The id of the server-rendered list (CatalogueList) whose items this filter hides. */
  listId: string;
  /** The section the address points at, so a shared filtered link opens on the grid. */
  anchor: string;
}

/** Slugs are `[a-z0-9-]+` (content/schema.ts), so they go into a selector as they are. */
const hideRule = (listId: string, slugs: string[]) =>
  slugs.length === 0 ? "" : `${slugs.map((slug) => `#${listId}>[data-slug="${slug}"]`).join(",")}{display:none}`;

/**
 * The catalogue's filters. Every card is in the prerendered page, in the list beside this (without script
 * the whole grid shows); one style rule hides the cards the address's filters leave out, with no request.
 */
export function CatalogueFilter({ catalogue, listId, anchor }: CatalogueFilterProps) {
  const search = useLocationSearch();
  const filters = useMemo(() => parseFilters(search, catalogue.options), [search, catalogue.options]);
  const shown = catalogue.items.filter((item) => matchesFilters(item, filters));
  const total = catalogue.items.length;
  // One history entry per control: changing the same control again (typing, arrowing through a
  // select) replaces it, so Back undoes a whole filter rather than one keystroke.
  // After Back or Forward the address is no longer the one written last, and the next change pushes.
  const lastWrite = useRef<{ control: FilterName | "clear"; search: string } | null>(null);

  const update = (next: CatalogueFilters, control: FilterName | "clear") => {
    const last = lastWrite.current;
    const mode = last && last.control === control && last.search === window.location.search ? "replace" : "push";
    const query = filtersQuery(next, window.location.search);
    writeLocationSearch(query, `#${anchor}`, mode);
    lastWrite.current = { control, search: window.location.search };
  };

  const text = catalogueMessages;
  return (
    <>
      <noscript>
        <style>{`.${styles.filters},.${styles.summary}{display:none}`}</style>
      </noscript>
      <CatalogueFiltersForm
        options={catalogue.options}
        filters={filters}
        onChange={(name, value) => update({ ...filters, [name]: value }, name)}
        onEarlyInput={(early) => {
          const current = parseFilters(window.location.search, catalogue.options);
          const next = { ...current, ...early };
          if (filterNames.some((name) => next[name] !== current[name])) update(next, "clear");
        }}
      />
      <div className={styles.summary}>
        <p role="status" className={styles.count}>
          {shown.length === total ? text.showingAll(total) : text.showing(shown.length, total)}
        </p>
        {hasFilters(filters) && shown.length > 0 ? (
          <button type="button" className="btn btn-ghost" onClick={() => update(noFilters, "clear")}>
            {text.clear}
          </button>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p>{text.noMatch}</p>
          <button type="button" className="btn btn-primary" onClick={() => update(noFilters, "clear")}>
            {text.clear}
          </button>
        </div>
      ) : null}
      <style>
        {hideRule(
          listId,
          catalogue.items.filter((item) => !shown.includes(item)).map((item) => item.slug),
        )}
      </style>
    </>
  );
}
