"use client";

import { throttle, useQueryStates } from "nuqs";
import { NuqsAdapter } from "nuqs/adapters/react";
import { useEffect, useMemo, useRef } from "react";
import {
  filterNames,
  filterParsers,
  hasFilters,
  matchesFilters,
  noFilters,
  toWrite,
  type Catalogue,
  type CatalogueFilters,
  type CatalogueOptions,
  type FilterName,
} from "@/lib/catalogue/catalogue-filters";
import { catalogueMessages } from "@/lib/messages/catalogue";
import { CatalogueFiltersForm } from "./catalogue-filters";
import styles from "./catalogue.module.css";

export interface CatalogueFilterProps {
  catalogue: Catalogue;
  /** The id of the server-rendered list (CatalogueList) whose items this filter hides. */
  listId: string;
  /** The section a filtered address opens on, so a shared filtered link shows the grid. */
  anchor: string;
}

/** Slugs are `[a-z0-9-]+` (content/schema.ts), so they go into a selector as they are. */
const hideRule = (listId: string, slugs: string[]) =>
  slugs.length === 0 ? "" : `${slugs.map((slug) => `#${listId}>[data-slug="${slug}"]`).join(",")}{display:none}`;

function useAddressFilters(options: CatalogueOptions) {
  const parsers = useMemo(() => filterParsers(options), [options]);
  // Each choice is written on its own (no batching of two quick choices into one entry): Back undoes
  // one choice at a time. A person makes a few a minute, far below the browsers' own history limits.
  return useQueryStates(parsers, { scroll: false, limitUrlUpdates: throttle(0) });
}

const sameFilters = (a: CatalogueFilters, b: CatalogueFilters) => filterNames.every((name) => a[name] === b[name]);

/**
 * The catalogue's filters, kept in the address (nuqs's plain React adapter: the page stays prerendered
 * with no filter, and the address is read once the page's code runs). Every card is in the prerendered
 * page, in the list beside this (without script the whole grid shows); one style rule hides the cards the
 * filters leave out, with no request.
 */
export function CatalogueFilter(props: CatalogueFilterProps) {
  return (
    <NuqsAdapter>
      <AddressCatalogueFilter {...props} />
    </NuqsAdapter>
  );
}

function AddressCatalogueFilter({ catalogue, listId, anchor }: CatalogueFilterProps) {
  const [filters, setFilters] = useAddressFilters(catalogue.options);
  // An address that arrives with filters (a shared link, Back from a game) opens on the grid it filters.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!window.location.hash && filterNames.some((name) => params.get(name))) document.getElementById(anchor)?.scrollIntoView();
  }, [anchor]);
  const shown = catalogue.items.filter((item) => matchesFilters(item, filters));
  const total = catalogue.items.length;
  // One history entry per control: changing the same control again (typing, arrowing through a select)
  // replaces it, so Back undoes a whole filter rather than one keystroke. After Back or Forward the filters
  // are no longer the ones written last, and the next change pushes.
  const lastWrite = useRef<{ control: FilterName | "clear"; filters: CatalogueFilters } | null>(null);

  const update = (wanted: CatalogueFilters, control: FilterName | "clear") => {
    // The filters already shown are never written again: a choice made before the page's code ran can
    // arrive twice as it hydrates, and a second entry would cost a Back.
    const next = toWrite(wanted);
    if (sameFilters(next, filters)) return;
    const last = lastWrite.current;
    const history = last && last.control === control && sameFilters(last.filters, filters) ? "replace" : "push";
    void setFilters(next, { history });
    lastWrite.current = { control, filters: next };
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
        onEarlyInput={(early) => update({ ...filters, ...early }, "clear")}
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
