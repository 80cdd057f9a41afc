import "server-only";
import type { StoreDb } from "@/lib/store";
import { learnerLaunchesOf, type Course } from "../store/courses";
import { courseGrades, type CourseGrades } from "../ags/course-grades";
import { courseRoster } from "./course-roster";
import { rosterPage, type RosterPage } from "./roster-page";
import { rosterView } from "./roster-view";

export type ShownRoster =
  | {
      ok: true;
      page: RosterPage;
      /** Active members, learners among them, and learners who opened the game. */
      members: number;
      learners: number;
      launched: number;
      /** Members read from the platform, and whether that is all of them. */
      read: number;
      complete: boolean;
    }
  | { ok: false };

/** Each learner's grade beside their name, when the course has graded games. */
function withGrades(page: RosterPage, grades: CourseGrades | null): RosterPage {
  if (!grades || grades.links.length === 0) return page;
  return { ...page, graded: true, rows: page.rows.map((row) => ({ ...row, grade: grades.byLearner.get(row.key) ?? null })) };
}

/** One page of a course's roster as the dashboard shows it, from the read the minute shares. */
export async function shownRoster(db: StoreDb, course: Course, page: number): Promise<ShownRoster> {
  const [read, launches, grades] = await Promise.all([
    courseRoster(db, course),
    learnerLaunchesOf(db, course).catch(() => []),
    courseGrades(db, course).catch(() => null),
  ]);
  if (!read.ok) return { ok: false };
  const view = rosterView(read.members, launches);
  return {
    ok: true,
    page: withGrades(rosterPage(view, page), grades),
    members: view.rows.filter((row) => !row.left).length,
    learners: view.learners,
    launched: view.launched,
    read: read.members.length,
    complete: read.complete,
  };
}
