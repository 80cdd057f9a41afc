// The security review "one person, one identity, one count" replayed through the production recipe
// (nginx in front of two instances on one PostgreSQL): run by deploy/run.sh from npm test, with
// RATE_LIMIT_POINTS=10 a minute and a site-wide trial ceiling of 40 an hour. Each row is sent as the
// attacker sent it, from loopback addresses of its own (127.0.46.x), and the answer asserted in the
// site's words; each also checks that the owner still gets in.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { after, describe, test } from "node:test";
import pg from "pg";
import { visitor } from "./attack-client.mjs";

const site = process.env.DEPLOY_URL;
const run = process.env.DEPLOY_RUN;
assert.ok(site && run, "run through deploy/run.sh, which sets DEPLOY_URL and DEPLOY_RUN");
const siteDb = new pg.Pool({ connectionString: process.env.DEPLOY_DATABASE_URL, max: 2 });
const upstreamDb = new pg.Pool({ connectionString: process.env.DEPLOY_UPSTREAM_DATABASE_URL, max: 2 });
after(() => Promise.all([siteDb.end(), upstreamDb.end()]));

const at = (n) => `127.0.46.${n}`;
const tag = randomUUID().slice(0, 6);
const demoFacilitator = { email: "facilitator@example.com", password: "demo-password" };

/** Signs up a student and follows the verification link mailed to the address, as its owner would. */
async function provenStudent(browser, email, password = "student-password-46") {
  const signUp = await browser.signUp({ name: "Pat Person", email, display_type: "Student", password });
  assert.equal(signUp.status, 201, signUp.body);
  const { rows } = await siteDb.query(
    "select text_body from site_mail_outbox where recipient = $1 and subject like 'Confirm your e-mail%' order by id desc limit 1",
    [email],
  );
  const link = /\/verify-email\?token=[\w-]+/.exec(rows[0]?.text_body ?? "")?.[0];
  assert.ok(link, `no verification mail to ${email}`);
  assert.equal((await browser.send(link)).status, 200);
  assert.equal((await browser.logIn("student", email, password)).status, 200);
  return { email, password };
}

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

describe("one person, one identity, one count: the review's rows through nginx", () => {
  test("row 1: 60 anonymous, empty trial requests from 7 addresses leave the site-wide ceiling to the facilitator's trial", async (t) => {
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => visitor(site, at(1 + (i % 7))).postJson("/api/trial", {})).map((p) => p.then((a) => a.status)),
    );
    assert.deepEqual([...new Set(statuses)], [401]);
    const facilitator = visitor(site, at(10));
    assert.equal((await facilitator.logIn("facilitator", demoFacilitator.email, demoFacilitator.password)).status, 200);
    const trial = await facilitator.postJson("/api/trial", { email: demoFacilitator.email, current_trial_game_id: "order-ops" });
    assert.equal(trial.status, 200, trial.body);
    assert.match(trial.json.session.code, /^OP-/);
    t.diagnostic(`60 × 401, then the facilitator's trial: 200 ${trial.json.session.code}`);
  });

  test("row 2: a reset asked with the Kelvin sign mails the account's own address; the mailed link resets that account", async (t) => {
    const owner = `kate.${tag}@example.com`;
    const victim = visitor(site, at(20));
    assert.equal(
      (await victim.signUp({ name: "Kate Owner", email: owner, display_type: "Student", password: "kate-password-46" })).status,
      201,
    );
    const attacker = visitor(site, at(21));
    const asked = await attacker.postJson("/api/password-reset", { email: `\u212Aate.${tag}@example.com` });
    assert.equal(asked.status, 200, asked.body);
    const { rows } = await siteDb.query("select recipient from site_mail_outbox where subject like 'Reset your%' and recipient like $1", [
      `%ate.${tag}@example.com`,
    ]);
    assert.deepEqual(
      rows.map((row) => row.recipient),
      [owner],
    );
    assert.equal((await victim.logIn("student", owner, "kate-password-46")).status, 200);
    t.diagnostic(`reset for \\u212Aate.${tag}@example.com mailed ${rows.map((r) => r.recipient).join(", ")}`);
  });

  test("row 3: wrong passwords under the Turkish İ spellings count on the account's one counter; the owner still gets in", async (t) => {
    const owner = `victim.${tag}@example.org`;
    assert.equal(
      (await visitor(site, at(30)).signUp({ name: "Vic Tim", email: owner, display_type: "Student", password: "victim-password-46" }))
        .status,
      201,
    );
    const guesser = visitor(site, at(31));
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await guesser.logIn("student", owner, `wrong-${i}`)).status);
    for (const spelling of [`v\u0130ctim.${tag}@example.org`, `vict\u0130m.${tag}@example.org`, `V\u0130ct\u0130m.${tag}@example.org`])
      statuses.push((await guesser.logIn("student", spelling, "wrong")).status);
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 401, 429, 429, 429]);
    const home = visitor(site, at(32));
    assert.equal((await home.logIn("student", `V\u0130ctim.${tag}@example.org`, "victim-password-46")).status, 200);
    assert.equal(await home.sessionEmail(), owner);
    t.diagnostic(`guesses: ${statuses.join(" ")}; the owner signs in as ${owner}`);
  });

  test("row 4: a student signed up with someone else's address mails them nothing about a trial", async (t) => {
    const target = `target.${tag}@example.com`;
    const attacker = visitor(site, at(40));
    assert.equal((await attacker.signUp({ name: "Any One", email: target, display_type: "Student", password: "attacker-46" })).status, 201);
    assert.equal((await attacker.logIn("student", target, "attacker-46")).status, 200);
    const answer = await attacker.postJson("/api/trial", {
      email: target,
      name: "Your account is suspended call the helpdesk now",
      current_trial_game_id: "ev-gambit",
    });
    assert.equal(answer.status, 403);
    assert.equal(answer.json.message, "Please confirm your email address first: open the link we sent you, then ask for the trial again.");
    const { rows } = await upstreamDb.query(
      "select count(*)::int as n from site_mail_outbox where recipient = $1 and subject like 'Your free trial%'",
      [target],
    );
    assert.equal(rows[0].n, 0);
    t.diagnostic(`403 "${answer.json.message}"; trial mails to ${target}: 0`);
  });

  test("row 5: trials the upstream refuses spend none of the inbox's mail; the owner's trial then goes out", async (t) => {
    // Two accounts of one Gmail inbox, both proved: the failures of the one must not close the other's trial.
    const owner = await provenStudent(visitor(site, at(50)), `jane.doe.${tag}@gmail.com`);
    const alias = await provenStudent(visitor(site, at(51)), `janedoe${tag}+x@googlemail.com`);
    const other = visitor(site, at(52));
    assert.equal((await other.logIn("student", alias.email, alias.password)).status, 200);
    const refused = [];
    for (let i = 0; i < 3; i++)
      refused.push((await other.postJson("/api/trial", { email: "x@example.org", current_trial_game_id: "no-such-game" })).status);
    assert.deepEqual(refused, [404, 404, 404]);
    const browser = visitor(site, at(53));
    assert.equal((await browser.logIn("student", owner.email, owner.password)).status, 200);
    const trial = await browser.postJson("/api/trial", { email: owner.email, current_trial_game_id: "ev-gambit" });
    assert.equal(trial.status, 200, trial.body);
    t.diagnostic(`3 × 404 from the same inbox's other account, then the owner's trial: 200`);
  });

  test("row 6: a request naming another host gets nginx's 421 in words and reaches no instance", async (t) => {
    const answer = await withHost("/api/auth/csrf", `rebind.attacker.example:${new URL(site).port}`);
    assert.deepEqual([answer.status, JSON.parse(answer.body)], [421, { message: "This site answers only at its own address." }]);
    const own = await withHost("/api/auth/csrf", new URL(site).host);
    assert.equal(own.status, 200);
    t.diagnostic(`Host rebind.attacker.example: 421; ${new URL(site).host}: 200`);
  });

  test("row 8: an Idempotency-Key resent with another body is refused without saying it was used", async (t) => {
    const key = `identity-46-${tag}-${"k".repeat(16)}`;
    const first = visitor(site, at(80));
    const demo = { name: "Ann Key", email: `ann.${tag}@example.org`, message: "A demo for my class of 40, please." };
    assert.equal((await first.postJson("/api/contact", demo, { "idempotency-key": key })).status, 200);
    const other = await visitor(site, at(81)).postJson("/api/contact", { ...demo, message: "Another body." }, { "idempotency-key": key });
    assert.equal(other.status, 422);
    assert.equal(other.json.message, "This request cannot be sent with this Idempotency-Key. Please send it again with a new one.");
    assert.doesNotMatch(other.json.message, /used|already/i);
    t.diagnostic(`422 "${other.json.message}"`);
  });

  test("row 9: sign-ups that read as another person's address are refused in words; the demo accounts still sign in", async (t) => {
    const browser = visitor(site, at(90));
    const signUp = (email) => browser.signUp({ name: "Look Alike", email, display_type: "Facilitator", password: "lookalike-46" });
    const greek = await signUp("facilitat\u03BFr@example.com");
    assert.deepEqual(
      [greek.status, greek.json.errors.email],
      [400, ["This address mixes letters of different alphabets. Please type it in one alphabet."]],
    );
    const cyrillic = await signUp("facilitator@ex\u0430mple.com");
    assert.equal(cyrillic.status, 400);
    const fullWidth = await signUp("\uFF46acilitator@example.com");
    assert.deepEqual([fullWidth.status, fullWidth.json.message], [409, "An account with this email already exists"]);
    const digit = await signUp("faci1itator@example.com");
    assert.deepEqual(
      [digit.status, digit.json.message],
      [409, "This address looks like the address of another account. Please check it, or use another address."],
    );
    const { rows } = await upstreamDb.query(
      "select count(*)::int as n from users where email_skeleton = (select email_skeleton from users where email_key = $1)",
      [demoFacilitator.email],
    );
    assert.equal(rows[0].n, 1);
    assert.equal((await visitor(site, at(91)).logIn("facilitator", demoFacilitator.email, demoFacilitator.password)).status, 200);
    t.diagnostic(`Greek ο 400, Cyrillic а 400, full-width 409 (the same address), digit 1 for l 409 (looks like another)`);
  });
});
