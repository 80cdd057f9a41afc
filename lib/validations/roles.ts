import { z } from "./zod";

/** The role a person picks on the forms; the upstream calls it display_type. */
export const displayTypes = ["Student", "Facilitator"] as const;
export const displayTypeSchema = z.enum(displayTypes);
export type DisplayType = z.infer<typeof displayTypeSchema>;

/** Which login path the login page uses. */
export const loginModes = ["student", "facilitator"] as const;
export const loginModeSchema = z.enum(loginModes);
export type LoginMode = z.infer<typeof loginModeSchema>;
