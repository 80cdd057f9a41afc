import { z } from "zod";
import type { PlatformFetch } from "../platform-address/platform-fetch";
import { platformJson } from "./platform-json";
import { AnswerTooLargeError, PlatformServiceError } from "./platform-service-error";

export const MEMBERSHIP_MEDIA_TYPE = "application/vnd.ims.lti-nrps.v2.membershipcontainer+json";

/**
 * What one roster read may cost, whatever the platform sends: members read (parsed or not), pages,
 * bytes per page and bytes in all. A course past them is shown as far as it was read, and says so.
 */
export interface RosterBounds {
  members: number;
  pages: number;
  pageBytes: number;
  totalBytes: number;
  /** The page size asked of the platform (NRPS's `limit`); a platform may send fewer or more. */
  perPage: number;
}

export const ROSTER_BOUNDS: RosterBounds = {
  members: 5_000,
  pages: 20,
  pageBytes: 1024 * 1024,
  totalBytes: 4 * 1024 * 1024,
  perPage: 1_000,
};

const text = (max: number) => z.string().max(max);

/** One member of a course as NRPS 2.0 gives it (what the dashboard shows; the rest is ignored). */
export const memberSchema = z.object({
  user_id: z.string().min(1).max(255),
  status: z.enum(["Active", "Inactive", "Deleted"]).catch("Active").default("Active"),
  name: text(200).optional(),
  given_name: text(100).optional(),
  family_name: text(100).optional(),
  roles: z.array(text(255)).max(100).default([]),
});

export const membershipContainerSchema = z.object({
  id: text(2048).optional(),
  context: z.object({ id: text(255), title: text(255).optional() }).optional(),
  members: z.array(z.unknown()),
});

export type Member = z.output<typeof memberSchema>;

/** The `rel="next"` address of an RFC 8288 Link header, if any. */
export function nextLinkOf(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>\s*(.*)$/.exec(part);
    if (match && /(^|;)\s*rel\s*=\s*"?([^";]*\s)?next(\s[^";]*)?"?\s*(;|$)/i.test(match[2] ?? "")) return match[1] ?? null;
  }
  return null;
}

export interface MembershipsRequest {
  url: string;
  token: string;
  signal?: AbortSignal;
  /** The platform's fetch (../platform-address): only its own hosts, public addresses. */
  fetchImpl: PlatformFetch;
  bounds?: RosterBounds;
}

export interface Memberships {
  members: Member[];
  /** False when the platform has more than the bounds let one read take. */
  complete: boolean;
}

/** The first page's address, asking the platform for pages of `perPage` unless the address already names a size. */
function firstPage(url: string, perPage: number): URL {
  const address = new URL(url);
  if (!address.searchParams.has("limit")) address.searchParams.set("limit", String(perPage));
  return address;
}

/**
 * The course's members: the memberships container and each `rel="next"` page after it, never to another
 * origin than the first page's, within ROSTER_BOUNDS. Members that do not parse are left out (and
 * count against the bound: a page of junk costs no more than a page of members).
 */
export async function readMemberships({ url, token, signal, fetchImpl, bounds = ROSTER_BOUNDS }: MembershipsRequest): Promise<Memberships> {
  const first = firstPage(url, bounds.perPage);
  const members: Member[] = [];
  let entries = 0;
  let bytes = 0;
  let next: URL | null = first;
  for (let page = 0; next && page < bounds.pages; page += 1) {
    if (next.origin !== first.origin) throw new PlatformServiceError("unreadable", `the next page is on ${next.origin}`);
    const limit = Math.min(bounds.pageBytes, bounds.totalBytes - bytes);
    if (entries >= bounds.members || limit <= 0) break;
    let read;
    try {
      read = await platformJson({
        fetchImpl,
        url: next,
        init: { headers: { accept: MEMBERSHIP_MEDIA_TYPE, authorization: `Bearer ${token}` }, signal },
        what: "memberships",
        limit,
        schema: membershipContainerSchema,
      });
    } catch (error) {
      if (error instanceof AnswerTooLargeError && page > 0) break;
      throw error;
    }
    bytes += read.size;
    const taken = read.value.members.slice(0, bounds.members - entries);
    entries += taken.length;
    for (const raw of taken) {
      const member = memberSchema.safeParse(raw);
      if (member.success) members.push(member.data);
    }
    if (taken.length < read.value.members.length) return { members, complete: false };
    const link = nextLinkOf(read.headers.get("link"));
    next = link === null ? null : new URL(link, next);
  }
  return { members, complete: next === null };
}
