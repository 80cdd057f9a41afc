import { z } from "zod";
import { platformJson } from "./platform-json";
import { PlatformServiceError } from "./platform-service-error";

export const MEMBERSHIP_MEDIA_TYPE = "application/vnd.ims.lti-nrps.v2.membershipcontainer+json";
const PAGE_LIMIT_BYTES = 1024 * 1024;
export const MAX_PAGES = 20;

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
  members: z.array(z.looseObject({})).max(10_000),
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
  fetchImpl?: typeof fetch;
}

/**
 * Every member of the course: the memberships container and each `rel="next"` page after it, never to
 * another host than the first page's, at most MAX_PAGES pages of 1 MiB. Members that do not parse are
 * left out.
 */
export async function readMemberships({ url, token, signal, fetchImpl = fetch }: MembershipsRequest): Promise<Member[]> {
  const origin = new URL(url).origin;
  const members: Member[] = [];
  let next: string | null = url;
  for (let page = 0; next && page < MAX_PAGES; page += 1) {
    const address: URL = new URL(next, url);
    if (address.origin !== origin) throw new PlatformServiceError("unreadable", `the next page is on ${address.origin}`);
    const { value: container, headers } = await platformJson({
      fetchImpl,
      url: address,
      init: { headers: { accept: MEMBERSHIP_MEDIA_TYPE, authorization: `Bearer ${token}` }, signal },
      what: "memberships",
      limit: PAGE_LIMIT_BYTES,
      schema: membershipContainerSchema,
    });
    for (const raw of container.members) {
      const member = memberSchema.safeParse(raw);
      if (member.success) members.push(member.data);
    }
    next = nextLinkOf(headers.get("link"));
  }
  return members;
}
