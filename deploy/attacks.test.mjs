// The rows of the recorded attacks that only the production recipe shows (nginx in front of two instances
// on one PostgreSQL): run by `deploy/run.sh -- node --test deploy/recipe.test.mjs deploy/attacks.test.mjs …`
// (npm test does, with CI's settings: RATE_LIMIT_POINTS=10 a minute). Each row is sent as the attacker
// sent it, from loopback addresses of its own (127.0.39.x: no other recipe test uses them), and the
// answer asserted in the site's words. The rows one instance shows as well are Jest's (the route handlers
// in-process); bench/attacks-39.md lists the first attack's rows, requests and answers.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { after, describe, test } from "node:test";
import pg from "pg";
import { visitor } from "./attack-client.mjs";
import { eventually } from "./eventually.mjs";
import { exchange } from "./load.mjs";

const site = process.env.DEPLOY_URL;
const instances = (process.env.DEPLOY_INSTANCES ?? "").split(" ").filter(Boolean);
const run = process.env.DEPLOY_RUN;
assert.ok(site && run && instances.length === 2, "run through deploy/run.sh, which sets DEPLOY_URL, DEPLOY_RUN and DEPLOY_INSTANCES");
const siteDb = new pg.Pool({ connectionString: process.env.DEPLOY_DATABASE_URL, max: 2 });
after(() => siteDb.end());

/** A loopback address of this file's own: 127.0.39.n. */
const at = (n) => `127.0.39.${n}`;
/** Unique within the run and across runs on one store. */
const tag = randomUUID().slice(0, 8);
const newAccount = (prefix, display_type = "Student") => ({
  name: "Pat Person",
  email: `${prefix}-${tag}@example.org`,
  display_type,
  password: `${prefix}-password-39`,
});
const count = async (db, sql, params = []) => Number((await db.query(sql, params)).rows[0].n);

/** A raw request naming `host` (the attack client writes the site's own). */
function withHost(path, host) {
  const url = new URL(site);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: url.port, path, headers: { host } }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the recorded attacks, row by row, through nginx", () => {
  test("row 4: 20 concurrent JWKS requests on a fresh store, ten at each instance, publish one key", async (t) => {
    assert.equal(await count(siteDb, "select count(*) as n from site_lti_tool_keys"), 0, "the store already has a tool key");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => exchange(`${instances[i % 2]}/api/lti/jwks`, { localAddress: "127.0.0.1" })),
    );
    const kids = answers.map((answer) => {
      assert.equal(answer.status, 200, answer.error ?? answer.body);
      return JSON.parse(answer.body)
        .keys.map((key) => key.kid)
        .join(" ");
    });
    assert.equal(new Set(kids).size, 1, `the answers published ${[...new Set(kids)].join(" | ")}`);
    assert.equal(kids[0].split(" ").length, 1);
    assert.equal(await count(siteDb, "select count(*) as n from site_lti_tool_keys"), 1);
    t.diagnostic(`20 answers, one key: ${kids[0]}; site_lti_tool_keys: 1 row`);
    const throughNginx = await visitor(site, at(4)).send("/api/lti/jwks");
    assert.deepEqual(
      throughNginx.json.keys.map((key) => key.kid),
      [kids[0]],
    );
    assert.equal(throughNginx.headers["cache-control"], "public, max-age=600");
  });

  test("row 7: 200 failed log-ins from one address, 50 at a time over both instances: 100 checked; the owner elsewhere and a new sign-up there get in", async (t) => {
    const flooded = at(70);
    const statuses = [];
    for (let start = 0; start < 200; start += 50) {
      const batch = Array.from({ length: 50 }, (_, i) =>
        visitor(site, flooded).logIn("student", `flood-${start + i}-${tag}@example.net`, "guess"),
      );
      statuses.push(...(await Promise.all(batch)).map((answer) => answer.status));
    }
    const counted = (status) => statuses.filter((s) => s === status).length;
    // Each stranger's try takes its point of the address's 100 before its password is checked, so however
    // many run at once no more than 100 are checked (the attack saw 115). A few fewer may be: the other-role
    // probe holds a point while it runs and gives it back after.
    assert.equal(counted(401) + counted(429), 200, `answers other than 401 and 429: ${statuses.join(" ")}`);
    assert.ok(counted(401) <= 100 && counted(401) >= 80, `${counted(401)} of 200 were checked`);
    t.diagnostic(`200 failures: ${counted(401)} checked (401), ${counted(429)} refused (429)`);
    const next = await visitor(site, flooded).logIn("student", `flood-next-${tag}@example.net`, "guess");
    assert.equal(next.status, 429);
    assert.match(next.error, /^Too many attempts\. Please try again in \d+ (seconds|minutes)\.$/);

    const owner = await visitor(site, at(71)).logIn("facilitator", "facilitator@example.com", "demo-password");
    assert.deepEqual([owner.status, owner.signedIn], [200, true]);
    const newcomer = visitor(site, flooded);
    const account = newAccount("newcomer");
    assert.equal((await newcomer.signUp(account)).status, 201);
    const first = await newcomer.logIn("student", account.email, account.password);
    assert.deepEqual([first.status, first.signedIn], [200, true]);
    t.diagnostic(
      `next made-up account: 429 "${next.error}"; facilitator from ${at(71)}: 200; new sign-up from ${flooded}: 201, first log-in 200`,
    );
  });

  test("row 12: an invite's token is in no nginx log, an error's line included", async (t) => {
    const invite = `invite-${tag}-${"x".repeat(24)}`;
    const client = visitor(site, at(120));
    const tooLarge = (path) =>
      client.send(path, { method: "POST", headers: { "content-type": "application/json" }, body: `"${"x".repeat(70 * 1024)}"` });
    // The same error on another path is logged with its request line: the check below reads a live error log.
    const elsewhere = `/api/contact?probe=${tag}`;
    assert.equal((await tooLarge(elsewhere)).status, 413);
    assert.equal((await tooLarge(`/api/lti/register/${invite}`)).status, 413);
    assert.ok((await client.send(`/api/lti/register/${invite}`)).status < 500);
    const errors = await readFile(`${run}/nginx/error.log`, "utf8");
    assert.match(errors, new RegExp(`client intended to send too large body.*probe=${tag}`));
    const access = await readFile(`${run}/nginx/access.log`, "utf8");
    assert.deepEqual([errors.includes(invite), access.includes(invite)], [false, false]);
    t.diagnostic(`POST ${elsewhere} (70 KiB): 413, in the error log; POST and GET /api/lti/register/<invite>: in neither log`);
  });

  // The instances reach the reference upstream over HTTP, whose calls cannot say whether an address has an
  // account or how its owner typed it: reset links go by the account's own address, read at a sign-in.
  const resetMailsTo = async (recipient) =>
    count(siteDb, "select count(*) as n from site_mail_outbox where recipient = $1 and subject like '%Reset%'", [recipient]);
  const signedUpAndIn = async (client, account) => {
    assert.equal((await client.signUp(account)).status, 201);
    assert.equal((await client.logIn("student", account.email, account.password)).signedIn, true);
  };

  test("250 resets of made-up addresses from 25 addresses mail 200 at most (a tenth of the reset ceiling); the owner's reset then mails the owner", async (t) => {
    const account = newAccount("reset-owner");
    await signedUpAndIn(visitor(site, at(140)), account);
    const statuses = [];
    for (let first = 0; first < 25; first += 5) {
      const senders = Array.from({ length: 5 }, (_, i) => visitor(site, at(150 + first + i)));
      const batch = senders.flatMap((sender, s) =>
        Array.from({ length: 10 }, (_, i) =>
          sender.postJson("/api/password-reset", { email: `made-up-${first + s}-${i}-${tag}@example.net`, mode: "student" }),
        ),
      );
      statuses.push(...(await Promise.all(batch)).map((answer) => answer.status));
    }
    assert.deepEqual([...new Set(statuses)], [200], `answers: ${statuses.join(" ")}`);
    const owners = await visitor(site, at(141)).postJson("/api/password-reset", { email: account.email, mode: "student" });
    assert.equal(owners.status, 200, owners.body);
    await eventually("the owner's reset link", async () => (await resetMailsTo(account.email)) === 1);
    const madeUp = await count(siteDb, "select count(*) as n from site_mail_outbox where recipient like $1", [
      `made-up-%-${tag}@example.net`,
    ]);
    assert.equal(madeUp, 200);
    t.diagnostic(`250 resets of made-up addresses: 250 × 200, ${madeUp} mailed; the owner's reset: 200, mailed to the owner`);
  });

  test("a reset asked as strasse.x@ mails straße.x@, the address its owner signed up with", async (t) => {
    const account = { ...newAccount("reset-spelling"), email: `stra\u00DFe.${tag}@example.org` };
    await signedUpAndIn(visitor(site, at(142)), account);
    const asked = await visitor(site, at(143)).postJson("/api/password-reset", { email: `strasse.${tag}@example.org`, mode: "student" });
    assert.equal(asked.status, 200, asked.body);
    await eventually("the reset link", async () => (await resetMailsTo(account.email)) === 1);
    assert.equal(await resetMailsTo(`strasse.${tag}@example.org`), 0);
    t.diagnostic(`reset asked as strasse.${tag}@example.org: 200, mailed to ${account.email} only`);
  });

  test("50 trials of five unconfirmed facilitators are refused in words and spend none of the site-wide 40; the demo facilitator's trial then starts", async (t) => {
    const statuses = new Map();
    for (let n = 0; n < 5; n++) {
      const client = visitor(site, at(170 + n));
      // One named as the attack named it, to have a stranger's inbox mailed in those words.
      const account = {
        ...newAccount(`unconfirmed-${n}`, "Facilitator"),
        name: n ? "Pat Person" : "Your account is suspended call support",
      };
      assert.equal((await client.signUp(account)).status, 201);
      assert.equal((await client.logIn("facilitator", account.email, account.password)).signedIn, true);
      for (let i = 0; i < 10; i++) {
        const answer = await client.postJson("/api/trial", { current_trial_game_id: "ev-gambit" });
        const key = `${answer.status} ${answer.json?.message}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    }
    assert.deepEqual(Object.fromEntries(statuses), {
      "403 Please confirm your email address first: open the link we sent you, then ask for the trial again.": 50,
    });
    const owner = visitor(site, at(176));
    assert.equal((await owner.logIn("facilitator", "facilitator@example.com", "demo-password")).signedIn, true);
    const trial = await owner.postJson("/api/trial", { current_trial_game_id: "ev-gambit" });
    assert.equal(trial.status, 200, trial.body);
    assert.match(trial.json.session.code, /^P5-/);
    t.diagnostic(`50 trials of unconfirmed facilitators: 50 × 403 in words; the demo facilitator's: 200, ${trial.json.session.code}`);
  });

  test("sign-ups with an invisible character, or a look-alike of an account's address, are refused in words", async (t) => {
    const client = visitor(site, at(180));
    const invisible = await client.signUp({ ...newAccount("look"), email: `stu\u034Fdent-${tag}@example.org` });
    assert.equal(invisible.status, 400);
    assert.deepEqual(invisible.json.errors.email, [
      "This address holds a character that cannot be seen. Please type it again, letter by letter.",
    ]);
    const lookalike = await client.signUp({ ...newAccount("look"), email: "facilitat0r@example.com" });
    assert.equal(lookalike.status, 409);
    assert.equal(
      lookalike.json.message,
      "This address looks like the address of another account. Please check it, or use another address.",
    );
    t.diagnostic(`stu\\u034Fdent-…@example.org: 400; facilitat0r@example.com: 409, in words`);
  });

  test("one Idempotency-Key sent from another address with another body is a request of its own, not a replay", async (t) => {
    const key = randomUUID();
    const request = (n) => ({ name: "Pat Person", email: `keyed-${n}-${tag}@example.org`, message: `Request ${n} of ${tag}.` });
    const first = await visitor(site, at(190)).postJson("/api/contact", request(1), { "idempotency-key": key });
    const second = await visitor(site, at(191)).postJson("/api/contact", request(2), { "idempotency-key": key });
    assert.deepEqual([first.status, second.status], [200, 200], second.body);
    assert.equal(second.headers["idempotent-replayed"], undefined);
    t.diagnostic(`the same key from ${at(190)} and ${at(191)} with two bodies: 200 and 200, no replay`);
  });

  test("rows 6-8: with real game hosts there are no reference lobbies to flood, name or guess: arrivals, code look-ups and lobby pages answer 404", async (t) => {
    // The reference game host stands in for the games' own sites on a fresh clone (its lobbies are
    // attacked on a plain `npm start`: e2e/production-start.spec.ts); an operator's deployment sends
    // students to the games' own sites.
    const student = visitor(site, at(200));
    const arrival = await student.postJson("/reference-game/api/arrivals", { code: "EV-AB12CD", name: "\u202Etxt.exe" });
    const lookUp = await student.send("/reference-game/api/sessions/EV-AB12CD");
    const lobby = await student.send("/reference-game/lobby/EV-AB12CD");
    assert.deepEqual(
      [arrival.status, arrival.json?.message, lookUp.status, lookUp.json?.message, lobby.status],
      [404, "Not found.", 404, "Not found.", 404],
    );
    t.diagnostic("POST arrivals, GET sessions/<code>, GET lobby/<code>: 404, 404, 404");
  });

  test("a request naming another host gets nginx's 421 in words and reaches no instance", async (t) => {
    const answer = await withHost("/api/auth/csrf", `rebind.attacker.example:${new URL(site).port}`);
    assert.deepEqual([answer.status, JSON.parse(answer.body)], [421, { message: "This site answers only at its own address." }]);
    const own = await withHost("/api/auth/csrf", new URL(site).host);
    assert.equal(own.status, 200);
    t.diagnostic(`Host rebind.attacker.example: 421; ${new URL(site).host}: 200`);
  });
});
