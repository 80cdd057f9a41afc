import "server-only";
import { log } from "@/lib/log";
import { logLine } from "@/lib/log-safe";
import type { StoreDb } from "@/lib/store";
import { platformFetch } from "../platform-address/platform-fetch";
import { platformHosts } from "../platform-hosts";
import type { Course } from "../store/courses";
import { findPlatform } from "../store/platforms";
import { signingKey } from "../store/tool-keys";
import { signClientAssertion } from "./client-assertion";
import { readRoster, ROSTER_DEADLINE_MS, type RosterRead } from "./read-roster";

export type { RosterRead };

/** A course's roster is read from its platform at most once a minute per instance, whatever it answered. */
export const ROSTER_REUSE_MS = 60_000;

const KEY = Symbol.for("simulation-games-site.lti-rosters");
type Holder = { [KEY]?: Map<string, { at: number; read: Promise<RosterRead> }> };
const reads = () => ((globalThis as Holder)[KEY] ??= new Map());

async function fetchRoster(db: StoreDb, course: Course): Promise<RosterRead> {
  const platform = await findPlatform(db, course.issuer, course.clientId);
  if (!platform) return { ok: false, problem: "forbidden", detail: "the registration was removed" };
  const read = await readRoster({
    platform,
    membershipsUrl: course.membershipsUrl,
    assertion: async () => signClientAssertion(await signingKey(db), platform.clientId, platform.tokenUrl),
    fetchImpl: platformFetch({ allowedHosts: platformHosts(platform) }),
  });
  if (!read.ok) log.warn(logLine`[lti] roster of a course on ${course.issuer} not read (${read.problem}): ${read.detail}`);
  return read;
}

/** Drops reads past their minute, so the map holds only the courses read lately. */
function forgetOld(now: number) {
  for (const [key, entry] of reads()) if (now - entry.at >= ROSTER_REUSE_MS) reads().delete(key);
}

/**
 * The course's roster: read on demand, reused for a minute (every dashboard open in that minute shares
 * one read, the first included while it runs), never keeping a page waiting past the deadline.
 */
export function courseRoster(db: StoreDb, course: Course, now = Date.now()): Promise<RosterRead> {
  const key = `${course.issuer}\n${course.clientId}\n${course.contextId}`;
  const cached = reads().get(key);
  if (cached && now - cached.at < ROSTER_REUSE_MS) return cached.read;
  forgetOld(now);
  const deadline = new Promise<RosterRead>((resolve) =>
    setTimeout(() => resolve({ ok: false, problem: "timeout", detail: "the deadline passed" }), ROSTER_DEADLINE_MS + 300).unref?.(),
  );
  const read = Promise.race([fetchRoster(db, course).catch((error: unknown) => failed(error)), deadline]);
  reads().set(key, { at: now, read });
  return read;
}

function failed(error: unknown): RosterRead {
  const detail = error instanceof Error ? error.message : String(error);
  log.warn(logLine`[lti] a course roster was not read: ${detail}`);
  return { ok: false, problem: "unavailable", detail };
}
