import "@/test-support/api/env";
import { call, jsonOf, sessionCookie } from "@/test-support/api/requests";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { resetStoreForTests, storeDb } from "@/lib/store";
import { claims, type LaunchClaims } from "@/lib/lti/claims";
import { AGS_SCORE_SCOPE } from "@/lib/lti/ags/scopes";
import { courseKey } from "@/lib/lti/nrps/course-key";
import { rememberCourse } from "@/lib/lti/store/courses";
import { findGradeLink, rememberGradeLink } from "@/lib/lti/store/grade-links";
import * as passback from "./route";

jest.setTimeout(60_000);

const COURSE = { issuer: "https://lms.example.edu", clientId: "c", contextId: "econ-101" };
const person = (uid: string, type: "instructor" | "student") =>
  sessionCookie({ access_token: `token-${uid}`, user: { uid, email: `${uid}@example.edu`, name: "Prof", picture: null, type } });

let linkId = 0;
let otherLinkId = 0;

beforeAll(async () => {
  await useMemoryStore();
  const db = await storeDb();
  const launch = {
    [claims.context]: { id: COURSE.contextId, title: "Economics 101" },
    [claims.namesRoleService]: { context_memberships_url: "https://lms.example.edu/nrps" },
  } as unknown as LaunchClaims;
  await rememberCourse(db, COURSE, launch, "owner@example.edu");
  const service = { scopes: [AGS_SCORE_SCOPE], lineItemsUrl: null, lineItemUrl: "https://lms.example.edu/items/1" };
  const place = { ...COURSE, resourceLinkId: "week-7", title: "Week 7", gameSlug: "the-ev-gambit" };
  linkId = (await rememberGradeLink(db, place, service)).id;
  otherLinkId = (await rememberGradeLink(db, { ...place, contextId: "another-course" }, service)).id;
});
afterAll(() => resetStoreForTests());

const key = courseKey(COURSE);
const post = async (body: unknown, cookie: string, origin?: string | null) =>
  call(passback, "POST", "/api/lti/grade-passback", { json: body, cookie, origin });

describe("POST /api/lti/grade-passback", () => {
  it("switches a placed game's grades off and on again for the course's instructor", async () => {
    const owner = await person("owner", "instructor");
    const off = await post({ course: key, link: linkId, on: false }, owner);
    expect([off.status, await jsonOf(off)]).toEqual([200, { link: linkId, on: false }]);
    expect((await findGradeLink(await storeDb(), linkId))?.passback).toBe(false);
    expect((await post({ course: key, link: linkId, on: true }, owner)).status).toBe(200);
    expect((await findGradeLink(await storeDb(), linkId))?.passback).toBe(true);
  });

  it("is not found for another facilitator, or for a link of another course", async () => {
    expect((await post({ course: key, link: linkId, on: false }, await person("stranger", "instructor"))).status).toBe(404);
    expect((await post({ course: key, link: otherLinkId, on: false }, await person("owner", "instructor"))).status).toBe(404);
    expect((await findGradeLink(await storeDb(), linkId))?.passback).toBe(true);
  });

  it("refuses a student, a cross-site request and a malformed body", async () => {
    expect((await post({ course: key, link: linkId, on: false }, await person("learner", "student"))).status).toBe(403);
    const owner = await person("owner", "instructor");
    expect((await post({ course: key, link: linkId, on: false }, owner, "https://evil.example")).status).toBe(403);
    for (const body of [
      { course: "x".repeat(5000), link: linkId, on: false },
      { course: key, link: -1, on: false },
      { course: key, link: linkId, on: "no" },
    ]) {
      expect((await post(body, owner)).status).toBe(400);
    }
    expect((await findGradeLink(await storeDb(), linkId))?.passback).toBe(true);
  });
});
