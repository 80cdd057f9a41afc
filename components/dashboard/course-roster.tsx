import "server-only";
import { courseRoster } from "@/lib/lti/nrps/course-roster";
import { rosterView, type RosterRow } from "@/lib/lti/nrps/roster-view";
import { coursesOf, learnerLaunchesOf, type Course } from "@/lib/lti/store/courses";
import { rosterMessages as text, rosterProblemMessages } from "@/lib/messages/lti-roster";
import { storeDb, type StoreDb } from "@/lib/store";
import dashboard from "./dashboard.module.css";
import styles from "./course-roster.module.css";

const dateOf = (date: Date) => date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

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
          <CourseRoster key={`${course.issuer} ${course.clientId} ${course.contextId}`} db={db} course={course} />
        ))}
      </div>
    </section>
  );
}

async function CourseRoster({ db, course }: { db: StoreDb; course: Course }) {
  const headingId = `course-${Buffer.from(course.contextId).toString("hex").slice(0, 32)}`;
  const [read, launches] = await Promise.all([courseRoster(db, course), learnerLaunchesOf(db, course).catch(() => [])]);
  return (
    <section className={styles.course} aria-labelledby={headingId}>
      <h3 className={dashboard.panelTitle} id={headingId}>
        {text.title(course.title)}
      </h3>
      <p className={styles.summary}>{text.lead}</p>
      {read.ok ? (
        <RosterTable course={course} view={rosterView(read.members, launches)} />
      ) : (
        <p className={styles.problem}>{rosterProblemMessages[read.problem]}</p>
      )}
    </section>
  );
}

function RosterTable({ course, view }: { course: Course; view: ReturnType<typeof rosterView> }) {
  if (view.rows.length === 0) return <p>{text.noMembers}</p>;
  return (
    <>
      <p className={styles.summary}>{text.summary(view.rows.filter((row) => !row.left).length, view.learners, view.launched)}</p>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{text.caption(course.title)}</caption>
          <thead>
            <tr>
              <th scope="col">{text.name}</th>
              <th scope="col">{text.role}</th>
              <th scope="col">{text.opened}</th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <Row key={row.userId} row={row} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Row({ row }: { row: RosterRow }) {
  return (
    <tr className={row.left ? styles.left : undefined}>
      <th scope="row">
        {row.name}
        {row.left ? <span className={styles.flag}>{text.left}</span> : null}
      </th>
      <td>{row.roles.join(", ")}</td>
      <td>
        {row.launchedAt ? (
          <span className={styles.opened}>{text.openedOn(dateOf(row.launchedAt))}</span>
        ) : row.learner ? (
          text.notYet
        ) : (
          text.notALearner
        )}
      </td>
    </tr>
  );
}
