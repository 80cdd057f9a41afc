import "server-only";
import type { StoreDb } from "@/lib/store";
import type { Course } from "../store/courses";
import { gradeLinksOfCourse, type GradeLink } from "../store/grade-links";
import { scoresOfLinks } from "../store/scores";
import { learnerGradeWords } from "./grade-view";

export interface CourseGrades {
  /** The course's placed games that offer grades, each with its switch. */
  links: Array<Pick<GradeLink, "id" | "title" | "passback">>;
  /** Each learner's grade in words, by LMS user id. */
  byLearner: Map<string, string>;
}

/** The dashboard's view of a course's grades: its graded games, and what went back for each learner. */
export async function courseGrades(db: StoreDb, course: Pick<Course, "issuer" | "clientId" | "contextId">): Promise<CourseGrades> {
  const links = await gradeLinksOfCourse(db, course);
  const scores = await scoresOfLinks(
    db,
    links.map((link) => link.id),
  );
  return {
    links: links.map(({ id, title, passback }) => ({ id, title, passback })),
    byLearner: learnerGradeWords(scores),
  };
}
