/** Who a launch is for, from its LTI role URIs. Instructor wins when a person holds both. */
export type LaunchRole = "instructor" | "learner";

const INSTRUCTOR_ROLES = new Set([
  "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor",
  "http://purl.imsglobal.org/vocab/lis/v2/membership#Administrator",
  "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator",
  "http://purl.imsglobal.org/vocab/lis/v2/system/person#Administrator",
  // LTI 1.3 §A.2.3.1 allows the short context roles.
  "Instructor",
  "Administrator",
]);

const LEARNER_ROLES = new Set(["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner", "Learner"]);

export function launchRoleOf(roles: readonly string[]): LaunchRole | null {
  if (roles.some((role) => INSTRUCTOR_ROLES.has(role))) return "instructor";
  if (roles.some((role) => LEARNER_ROLES.has(role))) return "learner";
  return null;
}
