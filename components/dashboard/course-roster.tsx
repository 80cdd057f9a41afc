import "server-only";
import { courseGrades, type CourseGrades } from "@/lib/lti/ags/course-grades";
import { courseKey } from "@/lib/lti/nrps/course-key";
import { gradeMessages } from "@/lib/messages/lti-grades";
import { shownRoster } from "@/lib/lti/nrps/shown-roster";
import { coursesOf, type Course } from "@/lib/lti/store/courses";
import { rosterMessages as text } from "@/lib/messages/lti-roster";
import { storeDb, type StoreDb } from "@/lib/store";
import dashboard from "./dashboard.module.css";
import styles from "./course-roster.module.css";
import { CourseRosterTable } from "./course-roster-table";
import { GradePassbackToggle } from "./grade-passback-toggle";

/**
 * The courses a facilitator launched from whose platform gives their roster (LTI NRPS): members and roles,
 * which students opened the game, who left. Rendered inside a Suspense boundary; nothing when the
 * facilitator has no such course or the store cannot be read.
 */
export async function CourseRosters({ email }: { email: string }) {
  let db: StoreDb;
  let courses: Course[];
  try {
    db = await storeDb();
    courses = await coursesOf(db, email);
  } catch (error) {
    console.error("[dashboard] the LTI courses were not read:", error instanceof Error ? error.message : error);
    return null;
  }
  if (courses.length === 0) return null;
  return (
    <section className={dashboard.panel} aria-labelledby="course-rosters-heading">
      <div className={dashboard.panelBody}>
        <h2 className="visually-hidden" id="course-rosters-heading">
          {text.lead}
        </h2>
        {courses.map((course) => (
          <CourseRoster key={courseKey(course)} db={db} course={course} />
        ))}
      </div>
    </section>
  );
}

/** One course: its first page of members drawn here, the others a Next away (course-roster-table.tsx). */
async function CourseRoster({ db, course }: { db: StoreDb; course: Course }) {
  const key = courseKey(course);
  const headingId = `course-${key}`;
  const [shown, grades] = await Promise.all([shownRoster(db, course, 1), courseGrades(db, course).catch(() => null)]);
  return (
    <section className={styles.course} aria-labelledby={headingId}>
      <h3 className={dashboard.panelTitle} id={headingId}>
        {text.title(course.title)}
      </h3>
      <p className={styles.summary}>{text.lead}</p>
      {grades && grades.links.length > 0 ? <GradePassback courseKey={key} links={grades.links} /> : null}
      {!shown.ok ? (
        <p className={styles.problem}>{text.unavailable}</p>
      ) : shown.page.total === 0 ? (
        <p>{text.noMembers}</p>
      ) : (
        <>
          <p className={styles.summary}>{text.summary(shown.members, shown.learners, shown.launched)}</p>
          {shown.complete ? null : <p className={styles.partial}>{text.partial(shown.read)}</p>}
          <CourseRosterTable courseKey={key} courseTitle={course.title} initial={shown.page} />
        </>
      )}
    </section>
  );
}

/** The course's graded games, each with its switch for grades back to the learning platform. */
function GradePassback({ courseKey: key, links }: { courseKey: string; links: CourseGrades["links"] }) {
  return (
    <div>
      <h4>{gradeMessages.passbackTitle}</h4>
      <p className={styles.summary}>{gradeMessages.passbackLead}</p>
      {links.map((link) => (
        <GradePassbackToggle key={link.id} courseKey={key} linkId={link.id} title={link.title} initial={link.passback} />
      ))}
    </div>
  );
}
