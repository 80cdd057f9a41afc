"use client";

import { useEffect, useRef } from "react";
import {
  MAX_QUERY_LENGTH,
  type CatalogueFilters,
  type CatalogueOptions,
  type FacetOption,
  type FilterName,
  filterNames,
  noFilters,
} from "@/lib/catalogue/catalogue-filters";
import { catalogueMessages } from "@/lib/messages/catalogue";
import styles from "./catalogue.module.css";

export interface CatalogueFiltersFormProps {
  options: CatalogueOptions;
  filters: CatalogueFilters;
  onChange: (name: FilterName, value: string) => void;
  /** Called once after hydration with what was typed or chosen before the page's code ran, if anything. */
  onEarlyInput: (filters: Partial<CatalogueFilters>) => void;
}

/** Search and the three facet selects; native controls, so keyboard and screen readers work as usual. */
export function CatalogueFiltersForm({ options, filters, onChange, onEarlyInput }: CatalogueFiltersFormProps) {
  const text = catalogueMessages;
  const form = useRef<HTMLFormElement>(null);
  const facets = [
    { name: "discipline", label: text.discipline, any: text.anyDiscipline, options: options.disciplines },
    { name: "length", label: text.length, any: text.anyLength, options: options.lengths },
    { name: "format", label: text.format, any: text.anyFormat, options: options.formats },
  ] as const;

  // The controls work from the first paint: a choice made before the page's code ran is in the page (whose
  // HTML always has no filter set), not yet in the address; it is applied once, when the code arrives.
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const early: Partial<CatalogueFilters> = {};
    for (const name of filterNames) {
      const control = elements.namedItem(name);
      if ((control instanceof HTMLInputElement || control instanceof HTMLSelectElement) && control.value !== noFilters[name])
        early[name] = control.value;
    }
    if (Object.keys(early).length > 0) onEarlyInput(early);
    // Once, on the page as the code found it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      ref={form}
      // No restoring of old choices on Back: the address says what is chosen, and an early choice is a person's.
      autoComplete="off"
      role="search"
      aria-label={text.filters}
      className={styles.filters}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={`field ${styles.field} ${styles.search}`}>
        <label htmlFor="catalogue-q">{text.search}</label>
        <input
          id="catalogue-q"
          name="q"
          type="search"
          value={filters.q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={text.searchPlaceholder}
          autoComplete="off"
          onChange={(event) => onChange("q", event.target.value)}
        />
      </div>
      {facets.map((facet) => (
        <FacetSelect key={facet.name} {...facet} value={filters[facet.name]} onChange={onChange} />
      ))}
    </form>
  );
}

interface FacetSelectProps {
  name: Exclude<FilterName, "q">;
  label: string;
  any: string;
  options: FacetOption[];
  value: string;
  onChange: (name: FilterName, value: string) => void;
}

function FacetSelect({ name, label, any, options, value, onChange }: FacetSelectProps) {
  const id = `catalogue-${name}`;
  return (
    <div className={`field ${styles.field}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(name, event.target.value)}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
