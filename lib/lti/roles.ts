/** Who a launch is for, from its LTI role URIs (docs/decisions/lti-roles.md). */
export type LaunchRole = "instructor" | "learner" | "observer";

const LIS = "http://purl.imsglobal.org/vocab/lis/v2/";

/** A context role's principal: `membership#Instructor`, a sub-role `membership/Instructor#Grader`, or the short `Instructor` (LTI 1.3 §A.2.3.1). */
function contextPrincipal(role: string): string | null {
  if (!role.startsWith(LIS)) return /^[A-Za-z]+$/.test(role) ? role : null;
  const match = /^membership(?:#([A-Za-z]+)|\/([A-Za-z]+)#[A-Za-z]+)$/.exec(role.slice(LIS.length));
  return match ? (match[1] ?? match[2] ?? null) : null;
}

const ADMINISTRATORS = new Set([`${LIS}institution/person#Administrator`, `${LIS}system/person#Administrator`]);
const INSTITUTION_TEACHERS = new Set([`${LIS}institution/person#Faculty`, `${LIS}institution/person#Instructor`]);
const TEACHING_PRINCIPALS = new Set(["Instructor", "Administrator"]);

/**
 * An administrator, or anyone teaching this course (instructor or any sub-role), is an instructor;
 * otherwise a learner of the course (or a learner sub-role) is a learner; otherwise a mentor (Canvas's
 * observers, any Mentor sub-role) is an observer, who is turned away; otherwise the institution's Faculty
 * or Instructor is an instructor. A course role wins over an institution role.
 */
export function launchRoleOf(roles: readonly string[]): LaunchRole | null {
  const principals = roles.map(contextPrincipal);
  if (roles.some((role) => ADMINISTRATORS.has(role)) || principals.some((p) => p !== null && TEACHING_PRINCIPALS.has(p)))
    return "instructor";
  if (principals.includes("Learner")) return "learner";
  if (principals.includes("Mentor")) return "observer";
  if (roles.some((role) => INSTITUTION_TEACHERS.has(role))) return "instructor";
  return null;
}
