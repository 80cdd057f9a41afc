import "server-only";
import { rosterMessages } from "@/lib/messages/lti-roster";
import { storeDb } from "@/lib/store";
import { coursesOf } from "../store/courses";
import { courseKey } from "./course-key";
import { shownRoster } from "./shown-roster";

const MAX_PAGE = 1_000;
// Paths under /api/lti/ write their own headers (the site's are left off them): this JSON is never cached, sniffed or framed.
const HEADERS = {
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};
const answer = (status: number, body: object) => Response.json(body, { status, headers: HEADERS });

/**
 * GET /api/lti/roster?course=<key>&page=<n> for the signed-in facilitator: one page of one of their own
 * courses (a key of another account's course is not found), from the read the dashboard shares.
 */
export async function rosterPageAnswer(upstreamEmail: string, query: URLSearchParams): Promise<Response> {
  const key = query.get("course") ?? "";
  const page = Number(query.get("page") ?? "1");
  if (!/^[0-9a-f]{24}$/.test(key) || !Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    return answer(400, { message: rosterMessages.pageFailed });
  }
  const db = await storeDb();
  const course = (await coursesOf(db, upstreamEmail)).find((candidate) => courseKey(candidate) === key);
  if (!course) return answer(404, { message: rosterMessages.pageFailed });
  const shown = await shownRoster(db, course, page);
  return shown.ok ? answer(200, shown.page) : answer(502, { message: rosterMessages.unavailable });
}
