/** Who a launch is for, from its LTI role URIs (docs/decisions/lti-roles.md). */
export type LaunchRole = "instructor" | "learner" | "observer";

const LIS = "http://purl.imsglobal.org/vocab/lis/v2/";

/** A context role's principal: `membership#Instructor`, a sub-role `membership/Instructor#Grader`, or the short `Instructor` LTI also allows. */
function contextPrincipal(role: string): string | null {
  if (!role.startsWith(LIS)) return /^[A-Za-z]+$/.test(role) ? role : null;
  const match = /^membership(?:#([A-Za-z]+)|\/([A-Za-z]+)#[A-Za-z]+)$/.exec(role.slice(LIS.length));
  return match ? (match[1] ?? match[2] ?? null) : null;
}

const INSTITUTION_STAFF = new Set([
  `${LIS}institution/person#Administrator`,
  `${LIS}system/person#Administrator`,
  `${LIS}institution/person#Faculty`,
  `${LIS}institution/person#Instructor`,
]);

/**
 * The course's role decides, whatever the person is elsewhere in the institution: anyone teaching it
 * (Instructor or Administrator of the course, any sub-role) is an instructor; else a learner (or a
 * learner sub-role) is a learner; else a mentor (Canvas's observers, any Mentor sub-role) is an observer,
 * who is turned away. Only a launch with none of these course roles is decided by the institution's:
 * an Administrator (institution or system), Faculty or Instructor is an instructor.
 */
export function launchRoleOf(roles: readonly string[]): LaunchRole | null {
  const principals = new Set(roles.map(contextPrincipal));
  if (principals.has("Instructor") || principals.has("Administrator")) return "instructor";
  if (principals.has("Learner")) return "learner";
  if (principals.has("Mentor")) return "observer";
  if (roles.some((role) => INSTITUTION_STAFF.has(role))) return "instructor";
  return null;
}
