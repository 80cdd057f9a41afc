import "server-only";
import { errorResponse } from "@/lib/api/responses";
import { gradeMessages } from "@/lib/messages/lti-grades";
import { storeDb } from "@/lib/store";
import type { GradePassback } from "@/lib/validations/grade-passback";
import { courseKey } from "../nrps/course-key";
import { coursesOf } from "../store/courses";
import { gradeLinksOfCourse, setPassback } from "../store/grade-links";

/**
 * POST /api/lti/grade-passback for the signed-in facilitator: switches one placed game's grades on or
 * off, only in a course they launched from as its instructor (another account's course, or a link of
 * another course, is not found).
 */
export async function setGradePassback(upstreamEmail: string, choice: GradePassback): Promise<Response | object> {
  const db = await storeDb();
  const course = (await coursesOf(db, upstreamEmail)).find((candidate) => courseKey(candidate) === choice.course);
  const link = course ? (await gradeLinksOfCourse(db, course)).find((candidate) => candidate.id === choice.link) : undefined;
  if (!link) return errorResponse(404, gradeMessages.unknownLink);
  await setPassback(db, link.id, choice.on);
  return { link: link.id, on: choice.on };
}
