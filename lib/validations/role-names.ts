/** The role a person picks on the forms; the upstream calls it display_type. Free of zod, for the pages. */
export const displayTypes = ["Student", "Facilitator"] as const;
export type DisplayType = (typeof displayTypes)[number];

/** Which login path the login page uses. */
export const loginModes = ["student", "facilitator"] as const;
export type LoginMode = (typeof loginModes)[number];
