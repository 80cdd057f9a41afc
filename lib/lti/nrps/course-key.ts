import { createHash } from "node:crypto";
import type { Course } from "../store/courses";

/** A course's name in the dashboard's addresses and element ids: short, opaque, the same on every load. */
export const courseKey = (course: Pick<Course, "issuer" | "clientId" | "contextId">): string =>
  createHash("sha256").update(`${course.issuer}\n${course.clientId}\n${course.contextId}`).digest("hex").slice(0, 24);
