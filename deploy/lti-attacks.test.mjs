// The recorded attacks on the LTI surfaces, replayed on the production recipe (deploy/run.sh: nginx, two
// instances, one PostgreSQL) with an LMS registered as an operator registers one (./lti-platform.mjs): a
// registration that would take over a platform, a 200,000-member roster, a roster address the platform may
// not name, registration addresses that are loopback behind a translator, and a course role beside an
// institution role. Each person is a loopback address of their own (127.0.41.x).
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { after, before, describe, test } from "node:test";
import { visitor } from "./attack-client.mjs";
import { freePort, headingOf, instructorSignsIn, inviteLink, launchFrom, startPlatform, textOf } from "./lti-platform.mjs";

const site = process.env.DEPLOY_URL;
const instances = (process.env.DEPLOY_INSTANCES ?? "").split(" ").filter(Boolean);
assert.ok(site && instances.length === 2, "run through deploy/run.sh, which sets DEPLOY_URL and DEPLOY_INSTANCES");
assert.ok(
  process.env.LTI_ALLOW_LOOPBACK_PLATFORMS === "true",
  "run the recipe with LTI_ALLOW_LOOPBACK_PLATFORMS=true, as scripts/run-tests.mjs does",
);

const tag = randomUUID().slice(0, 8);
let lms;
let platform;

before(async () => {
  lms = await startPlatform(site);
  platform = lms.url;
});
after(() => lms?.stop());

const ROSTER_UNAVAILABLE = "Your learning platform did not give this course's roster just now.";

/** The registration link as the platform's admin page opens it: the invite with the platform's two parameters. */
async function registrationTarget(invite, variant, configuration) {
  const query = new URLSearchParams({ url: invite.href, variant, ...(configuration ? { config: configuration } : {}) });
  const admin = await (await fetch(`${platform}/dr/admin?${query}`)).text();
  return new URL(JSON.parse(/var target = ("(?:[^"\\]|\\.)*")/.exec(admin)[1]));
}

describe("the recorded attacks on the LTI surfaces, through nginx", () => {
  test("row 1: a second registration answering the operator's client id with keys of its own is refused in words; the platform's own launches still sign its instructor in, the new keys' do not", async (t) => {
    const victim = `recipe-prof-victim-${tag}`;
    const first = await instructorSignsIn(site, platform, "127.0.41.10", { sub: victim, name: "Vera Victim", game: "toc" });

    const target = await registrationTarget(inviteLink("Hostile School"), "takeover");
    const registrar = visitor(site, "127.0.41.11");
    const review = await registrar.send(target.pathname + target.search);
    assert.equal(review.status, 200, `the review page: ${headingOf(review.body)}`);
    const registered = await registrar.postForm(target.pathname, Object.fromEntries(target.searchParams));
    assert.deepEqual([registered.status, headingOf(registered.body)], [409, "This platform is already registered"]);

    const forged = await launchFrom(site, platform, "127.0.41.12", { role: "instructor", sub: victim, fault: "other-key", game: "toc" });
    assert.deepEqual([forged.landed.status, headingOf(forged.landed.body)], [401, "The launch is not signed by your platform"]);
    assert.equal(forged.person.signedIn(), false);
    const again = await instructorSignsIn(site, platform, "127.0.41.13", { sub: victim, name: "Vera Victim", game: "toc" });
    assert.equal(again.email, first.email, "the platform's own launch signs the same instructor in");
    t.diagnostic(`takeover registration: 409 "${headingOf(registered.body)}"; its key's launch: 401; the platform's: signed in`);
  });

  test("row 2: a 200,000-member course's dashboard opened three times at once reads the first 5,000 and says so; / and each instance's health answer within a second meanwhile", async (t) => {
    const { person } = await instructorSignsIn(site, platform, "127.0.41.20", {
      sub: `recipe-prof-huge-${tag}`,
      name: "Hana Huge",
      course: "course-200000",
      game: "toc",
    });
    let loading = true;
    let slowest = { ms: 0, url: "" };
    const others = [`${site}/`, ...instances.map((url) => `${url}/api/health`)];
    const probe = (async () => {
      // Bounded: the loads below end within the client's timeout, and so does this.
      for (let round = 0; loading && round < 2_000; round += 1) {
        for (const url of others) {
          const began = performance.now();
          const answer = await fetch(url);
          await answer.arrayBuffer();
          assert.equal(answer.status, 200, `${url} answered ${answer.status}`);
          const ms = performance.now() - began;
          if (ms > slowest.ms) slowest = { ms, url };
        }
      }
    })();
    const began = performance.now();
    const loads = await Promise.all([1, 2, 3].map(() => person.send("/games-overview")));
    const took = performance.now() - began;
    loading = false;
    await probe;
    for (const load of loads) {
      assert.equal(load.status, 200);
      assert.ok(
        textOf(load.body).includes("Showing the first 5,000 members your learning platform listed"),
        "the dashboard says how much it read",
      );
    }
    assert.ok(slowest.ms < 1_000, `${slowest.url} took ${Math.round(slowest.ms)} ms while the roster loaded`);
    t.diagnostic(
      `three dashboards in ${Math.round(took)} ms; slowest other answer meanwhile ${Math.round(slowest.ms)} ms (${slowest.url})`,
    );
  });

  test("row 5: a roster address on another port of the platform's machine is never called; it, a closed port, a 401 and a 503 read as one sentence", async (t) => {
    const hits = [];
    const internal = createServer((req, res) => {
      hits.push(req.url);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
    const internalPort = await freePort();
    await new Promise((resolve) => internal.listen(internalPort, "127.0.0.1", resolve));
    const closedPort = await freePort();
    try {
      const cases = [
        ["an open port", { course: `recipe-row5-open-${tag}`, roster: `http://127.0.0.1:${internalPort}/internal/admin` }],
        ["a closed port", { course: `recipe-row5-closed-${tag}`, roster: `http://127.0.0.1:${closedPort}/internal/admin` }],
        ["a 401", { course: "course-401" }],
        ["a 503", { course: "course-503" }],
      ];
      const said = [];
      for (const [n, [what, launch]] of cases.entries()) {
        const { person } = await instructorSignsIn(site, platform, `127.0.41.${50 + n}`, {
          sub: `recipe-prof-row5-${n}-${tag}`,
          name: "Rhea Roster",
          game: "toc",
          ...launch,
        });
        const dashboard = textOf((await person.send("/games-overview")).body);
        assert.ok(dashboard.includes(ROSTER_UNAVAILABLE), `${what}: the dashboard's roster line`);
        // The roster's section, from the course's title to the end of its sentence, minus the course's own name.
        const section = dashboard.slice(
          dashboard.indexOf("Your course:"),
          dashboard.indexOf(ROSTER_UNAVAILABLE) + ROSTER_UNAVAILABLE.length,
        );
        said.push(section.replaceAll(launch.course, "COURSE"));
      }
      assert.equal(new Set(said).size, 1, `one sentence for every failure:\n${said.join("\n")}`);
      assert.deepEqual(hits, [], "the address the platform may not name was never called");
      t.diagnostic(`open port, closed port, 401, 503: one roster section; the other port's requests: ${hits.length}`);
    } finally {
      await new Promise((resolve) => internal.close(resolve));
    }
  });

  test("row 13: registrations whose configuration is at 127.0.0.1 behind NAT64, 6to4 or the IPv4-compatible form are refused in words, loopback stand-in or not", async () => {
    const { port } = new URL(platform);
    const invite = inviteLink("Translated School");
    const registrar = visitor(site, "127.0.41.30");
    for (const host of [`[64:ff9b::7f00:1]:${port}`, `[2002:7f00:1::1]:${port}`, `[::7f00:1]:${port}`]) {
      const target = await registrationTarget(invite, "ok", `http://${host}/dr/ok/openid-configuration`);
      const answer = await registrar.send(target.pathname + target.search);
      assert.deepEqual([host, answer.status, headingOf(answer.body)], [host, 422, "Your platform's address leads to a private network"]);
    }
  });

  test("row 16: a Mentor who is also an institution Administrator is refused as an observer; a Learner who is one goes to the game as a learner", async () => {
    const mentor = await launchFrom(site, platform, "127.0.41.40", {
      role: "mentor-and-administrator",
      sub: `recipe-mentor-${tag}`,
      game: "toc",
    });
    assert.deepEqual([mentor.landed.status, headingOf(mentor.landed.body)], [403, "Observers do not open BizSim Lab"]);
    assert.equal(mentor.person.signedIn(), false);

    const learner = await launchFrom(site, platform, "127.0.41.41", {
      role: "learner-and-administrator",
      sub: `recipe-learner-admin-${tag}`,
      game: "the-ev-gambit",
      code: "P5-AB12",
    });
    assert.equal(learner.landed.status, 303);
    const to = new URL(learner.landed.headers.location, site);
    assert.deepEqual([to.origin === new URL(site).origin, to.searchParams.get("code")], [false, "P5-AB12"], `sent to ${to.href}`);
    assert.equal(learner.person.signedIn(), false, "a learner is not signed in as a facilitator");
  });
});
