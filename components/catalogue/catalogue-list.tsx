import type { CatalogueItem } from "@/lib/catalogue/catalogue-filters";

export interface CatalogueListProps<T extends Pick<CatalogueItem, "slug">> {
  /** The id the filter hides cards under (CatalogueFilter's `listId`). */
  id: string;
  className: string;
  items: readonly T[];
  render: (item: T) => React.ReactNode;
}

/**
 * The catalogue's cards, rendered once on the server, each item named by its slug: the filter beside it
 * hides what the address's filters leave out, and never receives the cards.
 */
export function CatalogueList<T extends Pick<CatalogueItem, "slug">>({ id, className, items, render }: CatalogueListProps<T>) {
  return (
    <ul id={id} className={className}>
      {items.map((item) => (
        <li key={item.slug} data-slug={item.slug}>
          {render(item)}
        </li>
      ))}
    </ul>
  );
}
