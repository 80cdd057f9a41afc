import "server-only";
import { log } from "@/lib/log";
import { logLine } from "@/lib/log-safe";
import type { StoreDb } from "@/lib/store";
import type { Course } from "../store/courses";
import { findPlatform } from "../store/platforms";
import { signingKey } from "../store/tool-keys";
import { NRPS_SCOPE } from "../registration/platform-configuration";
import { accessToken } from "./access-token";
import { signClientAssertion } from "./client-assertion";
import { readMemberships, type Member } from "./memberships";
import { PlatformServiceError, type ServiceProblem } from "./platform-service-error";

export type RosterRead = { ok: true; members: Member[] } | { ok: false; problem: ServiceProblem };

/** A page waits at most this long for a roster (token and every page together). */
export const ROSTER_DEADLINE_MS = 2_500;
/** A course's roster is read from its platform at most once a minute per instance, whatever it answered. */
export const ROSTER_REUSE_MS = 60_000;

const KEY = Symbol.for("simulation-games-site.lti-rosters");
type Holder = { [KEY]?: Map<string, { at: number; read: Promise<RosterRead> }> };
const reads = () => ((globalThis as Holder)[KEY] ??= new Map());

async function fetchRoster(db: StoreDb, course: Course): Promise<RosterRead> {
  const platform = await findPlatform(db, course.issuer, course.clientId);
  if (!platform) return { ok: false, problem: "forbidden" };
  const signal = AbortSignal.timeout(ROSTER_DEADLINE_MS);
  try {
    const token = await accessToken({
      clientId: platform.clientId,
      tokenUrl: platform.tokenUrl,
      scope: NRPS_SCOPE,
      assertion: async () => signClientAssertion(await signingKey(db), platform.clientId, platform.tokenUrl),
      signal,
    });
    return { ok: true, members: await readMemberships({ url: course.membershipsUrl, token, signal }) };
  } catch (error) {
    const problem = error instanceof PlatformServiceError ? error.problem : "unavailable";
    log.warn(
      logLine`[lti] roster of a course on ${course.issuer} not read (${problem}): ${error instanceof Error ? error.message : error}`,
    );
    return { ok: false, problem };
  }
}

/** The course's roster: read on demand, reused for a minute, never keeping a page waiting past the deadline. */
export function courseRoster(db: StoreDb, course: Course, now = Date.now()): Promise<RosterRead> {
  const key = `${course.issuer}\n${course.clientId}\n${course.contextId}`;
  const cached = reads().get(key);
  if (cached && now - cached.at < ROSTER_REUSE_MS) return cached.read;
  const deadline = new Promise<RosterRead>((resolve) =>
    setTimeout(() => resolve({ ok: false, problem: "timeout" }), ROSTER_DEADLINE_MS + 300).unref?.(),
  );
  const read = Promise.race([fetchRoster(db, course), deadline]);
  reads().set(key, { at: now, read });
  return read;
}
