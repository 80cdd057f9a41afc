// Grades back to the LMS on the production recipe (deploy/run.sh: nginx, two instances, one PostgreSQL):
// a class launched from one course arrives at once through nginx, both instances take its launches and
// its game host's completion reports, the platform fails the first score posts, and every learner still
// gets exactly one score, each post the platform saw explained by a retry. The LMS is the platform
// simulator (test-support/lti-platform/), started here on a loopback port of its own; the recipe's
// instances reach it because scripts/run-tests.mjs runs the recipe with LTI_ALLOW_LOOPBACK_PLATFORMS,
// GAME_HOST_SECRETS and a faster score outbox (LTI_SCORE_RETRY_SPEEDUP).
import assert from "node:assert/strict";
import { createHmac, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { after, before, describe, test } from "node:test";
import pg from "pg";
import { eventually } from "./eventually.mjs";
import { launchFrom, startPlatform } from "./lti-platform.mjs";
import { exchange } from "./load.mjs";

const site = process.env.DEPLOY_URL;
const instances = (process.env.DEPLOY_INSTANCES ?? "").split(" ").filter(Boolean);
assert.ok(site && instances.length === 2, "run through deploy/run.sh, which sets DEPLOY_URL and DEPLOY_INSTANCES");
// The game host the test stands for: the first of the recipe's GAME_HOST_SECRETS.
const [gameHost, gameHostSecret] = (process.env.GAME_HOST_SECRETS ?? "").split(",")[0].split(/:(.*)/s);
assert.ok(
  gameHostSecret && process.env.LTI_ALLOW_LOOPBACK_PLATFORMS === "true",
  "run the recipe with GAME_HOST_SECRETS and LTI_ALLOW_LOOPBACK_PLATFORMS=true, as scripts/run-tests.mjs does",
);
const siteDb = new pg.Pool({ connectionString: process.env.DEPLOY_DATABASE_URL, max: 2 });

const LEARNERS = 24;
// The platform answers 503 to the course's first score posts: some learners' first tries, tried again.
const FAILS = 5;
const course = `recipe-grades-${randomUUID().slice(0, 8)}`;
const sessionCode = "P5-AB12";

let platform;
let lms;

before(async () => {
  lms = await startPlatform(site);
  platform = lms.url;
});

after(async () => {
  lms?.stop();
  await siteDb.end();
});

/** Both instances' lti_scores_total, by outcome. */
async function scoreTries() {
  const tries = { sent: 0, failed: 0 };
  for (const url of instances) {
    const text = await (await fetch(`${url}/api/metrics`)).text();
    for (const outcome of Object.keys(tries)) {
      const line = new RegExp(`^lti_scores_total\\{outcome="${outcome}"\\} (\\d+)$`, "m").exec(text);
      tries[outcome] += Number(line?.[1] ?? 0);
    }
  }
  return tries;
}

/**
 * The n-th learner opens the course link from an address of their own: the platform starts the tool's
 * login through nginx, signs the launch, and the tool sends them to the game host with their
 * participation. Answers their LMS user id and that participation.
 */
async function learnerLaunches(n) {
  const sub = `recipe-learner-${n}`;
  const query = { role: "learner", game: "the-ev-gambit", code: sessionCode, course, grades: "platform", sub, name: `Student ${n}` };
  const { landed } = await launchFrom(site, platform, `127.0.77.${n}`, query);
  assert.equal(landed.status, 303, `${sub}'s launch answered ${landed.status}`);
  const participation = new URL(landed.headers.location).searchParams.get("participation");
  assert.ok(participation, `${sub} was sent to the game host without a participation`);
  return { sub, participation };
}

/**
 * The game host reports that a learner completed the game, signed with its secret `secondsAgo`, through
 * nginx (a report signed again is a new call; the very same call is refused as a replay).
 */
async function gameHostReports(participation, address, secondsAgo) {
  const body = JSON.stringify({ participation, code: sessionCode });
  const timestamp = String(Math.floor(Date.now() / 1000) - secondsAgo);
  const signature = createHmac("sha256", gameHostSecret).update(`${timestamp}.${body}`).digest("hex");
  const answer = await exchange(`${site}/api/lti/completions`, {
    method: "POST",
    body,
    localAddress: address,
    headers: {
      "content-type": "application/json",
      "x-bizsim-game-host": gameHost,
      "x-bizsim-timestamp": timestamp,
      "x-bizsim-signature": signature,
    },
  });
  assert.equal(answer.status, 202, `a completion report answered ${answer.status ?? answer.error}: ${answer.body ?? ""}`);
  return JSON.parse(answer.body).queued;
}

describe("grades back to the LMS with two instances", () => {
  test(`${LEARNERS} learners of one course at once, the platform failing ${FAILS} times: one score each, every post explained`, async (t) => {
    const triesBefore = await scoreTries();
    const faults = await fetch(`${platform}/ags-faults/${course}?fail=${FAILS}`, { method: "POST" });
    assert.equal(faults.status, 200);

    const learners = await Promise.all(Array.from({ length: LEARNERS }, (_, i) => learnerLaunches(i + 1)));
    // Each completion reported twice at once, signed a second apart, as a game host that retries does:
    // the two reports may meet on different instances, and only one of them queues the score.
    const queued = await Promise.all(
      learners.flatMap(({ participation }, i) => [
        gameHostReports(participation, `127.0.78.${(i % 200) + 1}`, 1),
        gameHostReports(participation, `127.0.79.${(i % 200) + 1}`, 0),
      ]),
    );
    assert.equal(queued.filter(Boolean).length, LEARNERS, "each learner's score queued once, whichever instance took the report");

    // Both instances took the class: nginx's log names the instance of each launch and report.
    const lines = (await readFile(`${process.env.DEPLOY_RUN}/nginx/access.log`, "utf8"))
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((line) => /^127\.0\.(77|78|79)\./.test(line.remote_addr) && /^\/api\/lti\/(launch|completions)$/.test(line.uri));
    const served = new Set(lines.map((line) => `http://${line.upstream_addr}`));
    assert.deepEqual([...served].sort(), [...instances].sort(), "launches and reports went to both instances");

    // Settled: no score left pending in the store, and every post the platform saw counted by the
    // instance that made it (a post still on its way would show as a difference).
    const { tries, gradebook, posts } = await eventually(
      "every learner's score settled",
      async () => {
        const { rows } = await siteDb.query("select count(*)::int as n from site_lti_scores where state = 'pending'");
        const now = await scoreTries();
        const made = { sent: now.sent - triesBefore.sent, failed: now.failed - triesBefore.failed };
        const seen = await (await fetch(`${platform}/ags-gradebook/${course}`)).json();
        return rows[0].n === 0 && seen.posts.length === made.sent + made.failed ? { tries: made, ...seen } : null;
      },
      120_000,
      250,
    );
    const { rows } = await siteDb.query("select count(*)::int as n from site_lti_scores where state = 'failed'");
    assert.equal(rows[0].n, 0, "no score given up");

    const subs = learners.map(({ sub }) => sub).sort();
    assert.deepEqual(gradebook.map((score) => score.userId).sort(), subs, "exactly one score per learner in the gradebook");
    for (const score of gradebook) {
      assert.deepEqual(
        [score.scoreGiven, score.scoreMaximum, score.activityProgress, score.gradingProgress],
        [1, 1, "Completed", "FullyGraded"],
      );
    }
    // Each learner's posts: one that went through, after as many 503s as the platform gave them.
    const byLearner = new Map(subs.map((sub) => [sub, []]));
    for (const post of posts) byLearner.get(post.userId)?.push(post.status);
    for (const [sub, statuses] of byLearner) {
      assert.deepEqual(statuses, [...statuses.filter((s) => s === 503), 204], `${sub}'s score posts: ${statuses.join(", ")}`);
    }
    assert.equal(posts.length, LEARNERS + FAILS, "every post is a learner's score or a retry of one");
    assert.deepEqual(tries, { sent: LEARNERS, failed: FAILS }, "the instances' own count of tries is what the platform saw");
    const retried = [...byLearner.values()].filter((statuses) => statuses.length > 1).length;
    t.diagnostic(
      `${LEARNERS} scores, ${posts.length} posts (${FAILS} refused with 503 across ${retried} learners); instances: ${served.size}`,
    );
  });
});
