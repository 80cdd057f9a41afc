import type { ResetKind, UpstreamDisplayType, UserType } from "@/upstream-contract/types";

/**
 * Who a person is on the site: a facilitator runs the games in class, a student plays them. The
 * upstream's words for it are its own (upstream-contract/types.ts); the maps below are the one place
 * the two meet. What a person reads is in lib/messages/auth.ts (`roles`). Free of zod, for the pages.
 */
export const roles = ["student", "facilitator"] as const;
export type Role = (typeof roles)[number];

/** The upstream's type of a role's accounts (a bot has no role of its own: it reads as a student). */
export const userTypeOf: Record<Role, UserType> = { student: "student", facilitator: "instructor" };

/**
 * A role as the upstream's register and google-signin calls take it. The site's sign-up and trial
 * bodies, its `role` query parameter and its Google sign-up cookie spell a role the same way.
 */
export const upstreamDisplayType: Record<Role, UpstreamDisplayType> = { student: "Student", facilitator: "Facilitator" };

/** The upstream's password reset for accounts of a role. */
export const resetKindOf: Record<Role, ResetKind> = { student: "user", facilitator: "professor" };

/** The site's role of an upstream user: an instructor is a facilitator; a student or a bot, a student. */
export function roleOfUserType(type: UserType): Role {
  return type === userTypeOf.facilitator ? "facilitator" : "student";
}

/** The role a display type names. */
export function roleOfDisplayType(displayType: UpstreamDisplayType): Role {
  return displayType === upstreamDisplayType.facilitator ? "facilitator" : "student";
}
