/**
 * Who a person is on the site: a facilitator runs the games in class (the upstream says instructor or
 * professor, lib/upstream/roles.ts), a student plays them. Free of zod, for the pages.
 */
export const roles = ["student", "facilitator"] as const;
export type Role = (typeof roles)[number];

/**
 * A role as the sign-up and free-trial bodies, the `role` query parameter and the Google sign-up cookie
 * spell it. Only those wire formats use it; what a person reads is in lib/messages/auth.ts (`roles`).
 */
export const roleFieldValues = { student: "Student", facilitator: "Facilitator" } as const satisfies Record<Role, string>;
export type RoleFieldValue = (typeof roleFieldValues)[Role];

export function roleOfFieldValue(value: RoleFieldValue): Role {
  return value === roleFieldValues.facilitator ? "facilitator" : "student";
}
