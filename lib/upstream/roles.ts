import type { Role } from "@/lib/roles";
import type { ResetKind, UpstreamDisplayType, UserType } from "@/upstream-contract/types";

// The site says facilitator and student; the upstream says instructor, professor, user and Facilitator.
// These maps are the only place the two vocabularies meet.

/** The site's role of an upstream user: an instructor is a facilitator; a student or a bot, a student. */
export function roleOfUserType(type: UserType): Role {
  return type === "instructor" ? "facilitator" : "student";
}

/** The upstream's type of a role's account (a bot has no role of its own: it reads as a student). */
export const userTypeOf: Record<Role, UserType> = { student: "student", facilitator: "instructor" };

/** A role as the upstream's register and google-signin calls take it. */
export const upstreamDisplayType: Record<Role, UpstreamDisplayType> = { student: "Student", facilitator: "Facilitator" };

/** The upstream's password reset for accounts of a role. */
export const resetKindOf: Record<Role, ResetKind> = { student: "user", facilitator: "professor" };
