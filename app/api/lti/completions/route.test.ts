import "@/test-support/api/env";
import { GAME_HOST_ID, GAME_HOST_SECRET as SECRET } from "@/test-support/lti-platform/game-host-env";
import { call, jsonOf } from "@/test-support/api/requests";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { resetStoreForTests, storeDb, storeTables } from "@/lib/store";
import { completionMessages } from "@/lib/messages/lti-grades";
import { GAME_HOST_HEADERS, gameHostSignature } from "@/lib/lti/ags/game-host-signature";
import { AGS_SCORE_SCOPE } from "@/lib/lti/ags/scopes";
import { rememberGradeLink } from "@/lib/lti/store/grade-links";
import { openParticipation } from "@/lib/lti/store/participations";
import * as completions from "./route";

jest.setTimeout(60_000);

let participation = "";

beforeAll(async () => {
  await useMemoryStore();
  const db = await storeDb();
  const link = await rememberGradeLink(
    db,
    {
      issuer: "https://lms.example.edu",
      clientId: "c",
      contextId: "course",
      resourceLinkId: "link",
      title: "Week 7",
      gameSlug: "the-ev-gambit",
    },
    { scopes: [AGS_SCORE_SCOPE], lineItemsUrl: null, lineItemUrl: "https://lms.example.edu/items/1" },
  );
  participation = await openParticipation(db, { linkId: link.id, userId: "learner-7", code: null });
});
afterAll(() => resetStoreForTests());

const seconds = () => String(Math.floor(Date.now() / 1000));

function report(body: string, { host = GAME_HOST_ID, secret = SECRET, timestamp = seconds(), signature = "" } = {}) {
  return call(completions, "POST", "/api/lti/completions", {
    raw: body,
    origin: null,
    headers: {
      "content-type": "application/json",
      [GAME_HOST_HEADERS.host]: host,
      [GAME_HOST_HEADERS.timestamp]: timestamp,
      [GAME_HOST_HEADERS.signature]: signature || gameHostSignature(secret, timestamp, body),
    },
  });
}

const scores = async () => (await storeDb()).select().from(storeTables.ltiScores);

describe("POST /api/lti/completions", () => {
  it("queues the learner's score once for a call signed by a known game host", async () => {
    const body = JSON.stringify({ participation });
    const answer = await report(body);
    expect([answer.status, await jsonOf(answer)]).toEqual([202, { queued: true }]);
    expect((await scores()).map((row) => row.userId)).toEqual(["learner-7"]);
    const later = await report(body, { timestamp: String(Number(seconds()) + 1) });
    expect([later.status, await jsonOf(later)]).toEqual([202, { queued: false }]);
  });

  it("refuses a replay of the same signed call", async () => {
    const body = JSON.stringify({ participation, code: "p5-ab12" });
    const timestamp = seconds();
    expect((await report(body, { timestamp })).status).toBe(202);
    const again = await report(body, { timestamp });
    expect([again.status, (await jsonOf(again)).message]).toEqual([409, completionMessages.replayed]);
  });

  it.each([
    ["a bad signature", { signature: "0".repeat(64) }, completionMessages.badSignature],
    ["another secret", { secret: "x".repeat(40) }, completionMessages.badSignature],
    ["an unknown host", { host: "someone-else" }, completionMessages.unsigned],
    ["no signature", { signature: "not-hex" }, completionMessages.unsigned],
    ["a timestamp six minutes old", { timestamp: String(Number(seconds()) - 360) }, completionMessages.old],
    ["a timestamp six minutes ahead", { timestamp: String(Number(seconds()) + 360) }, completionMessages.old],
  ])("refuses %s with 401, in words", async (_what, options, message) => {
    const answer = await report(JSON.stringify({ participation }), options);
    expect([answer.status, (await jsonOf(answer)).message]).toEqual([401, message]);
  });

  it("refuses a huge body before reading its signature, and a signed body of the wrong shape", async () => {
    const huge = await report(JSON.stringify({ participation, code: "x".repeat(10_000) }));
    expect(huge.status).toBe(413);
    const wrong = await report(JSON.stringify({ participation: "../../etc", extra: 1 }));
    expect(wrong.status).toBe(400);
  });

  it("answers nothing but POST", async () => {
    expect((await call(completions, "GET", "/api/lti/completions")).status).toBe(405);
  });
});
