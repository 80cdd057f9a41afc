import { roleOfDisplayType, roles } from "@/lib/roles";
import { upstreamDisplayTypes } from "@/upstream-contract/types";
import { z } from "./zod";

/** A role spelled as the site's lower-case fields carry it (the log-in and reset forms' `mode`). */
export const roleSchema = z.enum(roles);

/** A role spelled as a sign-up or trial body carries it, the upstream's display type, read as a Role. */
export const displayTypeSchema = z.enum(upstreamDisplayTypes).transform(roleOfDisplayType);
