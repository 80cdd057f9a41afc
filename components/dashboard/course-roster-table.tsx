"use client";

import { useState } from "react";
import type { RosterPage, RosterPageRow } from "@/lib/lti/nrps/roster-page";
import { gradeMessages } from "@/lib/messages/lti-grades";
import { rosterMessages as text } from "@/lib/messages/lti-roster";
import styles from "./course-roster.module.css";

function isRosterPage(value: unknown): value is RosterPage {
  if (!value || typeof value !== "object") return false;
  const { rows, page, pages, total, first } = value as Record<string, unknown>;
  return Array.isArray(rows) && [page, pages, total, first].every((n) => typeof n === "number");
}

/**
 * A course's members a page at a time: the first page comes drawn by the server, Previous and Next ask
 * /api/lti/roster for another (the platform is not read again: the server reuses its read for a minute).
 */
export function CourseRosterTable({ courseKey, courseTitle, initial }: { courseKey: string; courseTitle: string; initial: RosterPage }) {
  const [shown, setShown] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function go(page: number) {
    setLoading(true);
    setFailed(false);
    try {
      const response = await fetch(`/api/lti/roster?${new URLSearchParams({ course: courseKey, page: String(page) })}`, {
        cache: "no-store",
        headers: { accept: "application/json" },
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok || !isRosterPage(body)) throw new Error("no page");
      setShown(body);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  const last = shown.first + shown.rows.length - 1;
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table} aria-busy={loading}>
          <caption className="visually-hidden">{text.caption(courseTitle)}</caption>
          <thead>
            <tr>
              <th scope="col">{text.name}</th>
              <th scope="col">{text.role}</th>
              <th scope="col">{text.opened}</th>
              {shown.graded ? <th scope="col">{gradeMessages.column}</th> : null}
            </tr>
          </thead>
          <tbody>
            {shown.rows.map((row) => (
              <Row key={row.key} row={row} graded={Boolean(shown.graded)} />
            ))}
          </tbody>
        </table>
      </div>
      {shown.pages > 1 ? (
        <nav className={styles.pager} aria-label={text.pages(courseTitle)}>
          <button type="button" className="btn btn-outline" onClick={() => void go(shown.page - 1)} disabled={loading || shown.page <= 1}>
            {text.previous}
          </button>
          <p aria-live="polite">{text.range(shown.first, last, shown.total)}</p>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void go(shown.page + 1)}
            disabled={loading || shown.page >= shown.pages}
          >
            {text.next}
          </button>
        </nav>
      ) : null}
      {failed ? (
        <p className={styles.problem} role="alert">
          {text.pageFailed}
        </p>
      ) : null}
    </>
  );
}

function Row({ row, graded }: { row: RosterPageRow; graded: boolean }) {
  return (
    <tr className={row.left ? styles.left : undefined}>
      <th scope="row">
        {row.name}
        {row.left ? <span className={styles.flag}>{text.left}</span> : null}
      </th>
      <td>{row.roles}</td>
      <td>{row.opened ? <span className={styles.opened}>{row.opened}</span> : row.learner ? text.notYet : text.notALearner}</td>
      {graded ? <td>{row.grade ?? gradeMessages.none}</td> : null}
    </tr>
  );
}
