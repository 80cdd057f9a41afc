import { displayTypes, loginModes } from "./role-names";
import { z } from "./zod";

export { displayTypes, loginModes, type DisplayType, type LoginMode } from "./role-names";

export const displayTypeSchema = z.enum(displayTypes);
export const loginModeSchema = z.enum(loginModes);
