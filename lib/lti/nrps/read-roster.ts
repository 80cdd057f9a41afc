import type { PlatformFetch } from "../platform-address/platform-fetch";
import type { Platform } from "../platform-schema";
import { NRPS_SCOPE } from "../registration/platform-configuration";
import { accessToken } from "./access-token";
import { readMemberships, type Member, type RosterBounds } from "./memberships";
import { problemOfFetchError, type ServiceProblem } from "./platform-service-error";

export type RosterRead = { ok: true; members: Member[]; complete: boolean } | { ok: false; problem: ServiceProblem; detail: string };

/** A page waits at most this long for a roster (token and every page together). */
export const ROSTER_DEADLINE_MS = 2_500;

export interface RosterRequest {
  platform: Pick<Platform, "clientId" | "tokenUrl">;
  membershipsUrl: string;
  /** A fresh client assertion for the platform's token endpoint. */
  assertion: () => Promise<string>;
  /** The platform's fetch: its own hosts only, public addresses only. */
  fetchImpl: PlatformFetch;
  deadlineMs?: number;
  bounds?: RosterBounds;
}

/** The roster of one course from its platform: a token, then the memberships within their bounds; any failure is a problem, never a throw. */
export async function readRoster({
  platform,
  membershipsUrl,
  assertion,
  fetchImpl,
  deadlineMs = ROSTER_DEADLINE_MS,
  bounds,
}: RosterRequest): Promise<RosterRead> {
  const signal = AbortSignal.timeout(deadlineMs);
  try {
    const token = await accessToken({
      clientId: platform.clientId,
      tokenUrl: platform.tokenUrl,
      scope: NRPS_SCOPE,
      assertion,
      signal,
      fetchImpl,
    });
    return { ok: true, ...(await readMemberships({ url: membershipsUrl, token, signal, fetchImpl, bounds })) };
  } catch (error) {
    const failure = problemOfFetchError(error);
    return { ok: false, problem: failure.problem, detail: failure.message };
  }
}
