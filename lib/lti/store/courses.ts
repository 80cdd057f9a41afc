import { and, desc, eq } from "drizzle-orm";
import { storeTables, type StoreDb } from "@/lib/store";
import { claims, type LaunchClaims } from "../claims";
import { personNameOf } from "../link-parameters";
import type { Registration } from "./facilitators";

const { ltiCourses: courses, ltiLearnerLaunches: launches } = storeTables;

/** A course an instructor launched from, whose platform offers its roster. */
export interface Course extends Registration {
  contextId: string;
  title: string;
  membershipsUrl: string;
}

/** Keeps the course of an instructor's launch for their dashboard, when the launch offers the roster (NRPS). */
export async function rememberCourse(
  db: StoreDb,
  registration: Registration,
  launch: LaunchClaims,
  upstreamEmail: string,
  now = new Date(),
): Promise<void> {
  const context = launch[claims.context];
  const service = launch[claims.namesRoleService];
  if (!context || !service) return;
  const row = {
    ...registration,
    contextId: context.id,
    upstreamEmail,
    title: (context.title || context.label || context.id).slice(0, 255),
    membershipsUrl: service.context_memberships_url,
    seenAt: now,
  };
  await db
    .insert(courses)
    .values(row)
    .onConflictDoUpdate({
      target: [courses.issuer, courses.clientId, courses.contextId, courses.upstreamEmail],
      set: { title: row.title, membershipsUrl: row.membershipsUrl, seenAt: now },
    });
}

/** The courses on a facilitator's dashboard, latest launch first. */
export async function coursesOf(db: StoreDb, upstreamEmail: string): Promise<Course[]> {
  return db
    .select({
      issuer: courses.issuer,
      clientId: courses.clientId,
      contextId: courses.contextId,
      title: courses.title,
      membershipsUrl: courses.membershipsUrl,
    })
    .from(courses)
    .where(eq(courses.upstreamEmail, upstreamEmail))
    .orderBy(desc(courses.seenAt))
    .limit(10);
}

/** A learner's launch from a course: their LMS user id, name and the time; nothing more. */
export async function recordLearnerLaunch(db: StoreDb, registration: Registration, launch: LaunchClaims, now = new Date()): Promise<void> {
  const context = launch[claims.context];
  if (!context || !launch.sub) return;
  const name = (personNameOf(launch) || "").slice(0, 200);
  await db
    .insert(launches)
    .values({ ...registration, contextId: context.id, userId: launch.sub, name, launchedAt: now })
    .onConflictDoUpdate({
      target: [launches.issuer, launches.clientId, launches.contextId, launches.userId],
      set: { name, launchedAt: now },
    });
}

export interface LearnerLaunch {
  userId: string;
  name: string;
  launchedAt: Date;
}

export async function learnerLaunchesOf(db: StoreDb, course: Course): Promise<LearnerLaunch[]> {
  return db
    .select({ userId: launches.userId, name: launches.name, launchedAt: launches.launchedAt })
    .from(launches)
    .where(and(eq(launches.issuer, course.issuer), eq(launches.clientId, course.clientId), eq(launches.contextId, course.contextId)))
    .limit(5000);
}
