import { rosterMessages as text } from "@/lib/messages/lti-roster";
import type { RosterRow, RosterView } from "./roster-view";

/** Rows the dashboard shows at once; the rest of a roster is a Next away. */
export const ROSTER_PAGE_SIZE = 50;

/** A roster row as the table shows it: words only, so a page travels to the browser as it is drawn. */
export interface RosterPageRow {
  key: string;
  name: string;
  roles: string;
  left: boolean;
  /** "Opened 20 Nov 2026", or null with `learner` saying whether "Not yet" or "—" is shown. */
  opened: string | null;
  learner: boolean;
  /** What went back to the gradebook for this learner, in words ("Grade sent", "Pending", "Failed: …"); null: nothing. */
  grade?: string | null;
}

export interface RosterPage {
  rows: RosterPageRow[];
  /** 1-based. */
  page: number;
  pages: number;
  /** Rows in the whole view, and the position of this page's first row (1-based; 0 when empty). */
  total: number;
  first: number;
  /** Whether the course has graded games, so the table shows a grade column. */
  graded?: boolean;
}

const dateOf = (date: Date) => date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

const shown = (row: RosterRow): RosterPageRow => ({
  key: row.userId,
  name: row.name,
  roles: row.roles.join(", "),
  left: row.left,
  opened: row.launchedAt ? text.openedOn(dateOf(row.launchedAt)) : null,
  learner: row.learner,
});

/** One page of the view (a page past the end is the last one). */
export function rosterPage(view: Pick<RosterView, "rows">, requested: number, size = ROSTER_PAGE_SIZE): RosterPage {
  const total = view.rows.length;
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.trunc(requested) || 1), pages);
  const start = (page - 1) * size;
  return { rows: view.rows.slice(start, start + size).map(shown), page, pages, total, first: total === 0 ? 0 : start + 1 };
}
