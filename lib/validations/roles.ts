import { roleFieldValues, roleOfFieldValue, roles } from "@/lib/roles";
import { z } from "./zod";

export { roleFieldValues, roleOfFieldValue, roles, type Role, type RoleFieldValue } from "@/lib/roles";

/** The spellings of lib/roles.ts's roleFieldValues, as a list (the reference upstream's request bodies read it too). */
export const displayTypes = [roleFieldValues.student, roleFieldValues.facilitator] as const;

/** A role spelled as the site's lower-case fields carry it (the log-in and reset forms' `mode`). */
export const roleSchema = z.enum(roles);

/** A role spelled as a sign-up or trial body carries it ("Student" | "Facilitator"), read as a Role. */
export const roleFieldSchema = z.enum(displayTypes).transform(roleOfFieldValue);
