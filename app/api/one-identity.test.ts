import "@/test-support/api/env";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { markEmailVerified } from "@/lib/auth/verified-emails";
import type { MailMessage } from "@/lib/mail/message";
import { afterAnswerSettled } from "@/lib/mail/after-answer";
import { messages } from "@/lib/messages";
import { configureRateLimitForTests } from "@/lib/limits";
import { getStore, storeDb, storeTables } from "@/lib/store";
import { setUpstreamForTests } from "@/lib/upstream";
import { seedAccounts, seedPassword } from "@/upstream-reference/src/seed";
import { loginSchema } from "@/lib/validations/auth";
import { call, jsonOf, sessionCookie } from "@/test-support/api/requests";
import { restoreRouteTestState } from "@/test-support/api/state";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { freshEmbedded } from "@/test-support/upstream/fixtures";
import * as contact from "./contact/route";
import * as passwordResetConfirm from "./password-reset/confirm/route";
import * as passwordReset from "./password-reset/route";
import * as register from "./register/route";
import * as trial from "./trial/route";

/**
 * One person, one identity, one count: the attacks of the site's security review replayed on the route
 * handlers over a fresh reference upstream. Each asserts the attack no longer works and the owner still
 * gets in.
 */
const sent: MailMessage[] = [];
const fixture = freshEmbedded({ sendMail: async (message) => void sent.push(message) });
let facilitatorCookie: string;

jest.setTimeout(60_000);

beforeAll(async () => {
  await useMemoryStore();
  await getStore();
  await fixture.upstream.ready();
  setUpstreamForTests(fixture.upstream);
  const facilitator = await fixture.upstream.loginProfessor({ email: seedAccounts.facilitator.email, password: seedPassword });
  facilitatorCookie = await sessionCookie(facilitator);
  // The demo facilitator's address is proved upstream; a real sign-in records that here.
  await markEmailVerified(await storeDb(), seedAccounts.facilitator.email);
}, 60_000);

beforeEach(() => configureRateLimitForTests({ enabled: true, points: 50, windowSeconds: 600 }));
afterAll(() => restoreRouteTestState(fixture), 30_000);

const outboxTo = async (recipient: string) =>
  (await storeDb()).select().from(storeTables.mailOutbox).where(eq(storeTables.mailOutbox.recipient, recipient));

async function signUp(email: string, display_type = "Student", name = "Kate Example") {
  const password = "secret-123";
  const response = await call(register, "POST", "/api/register", {
    json: { name, email, display_type, password, confirmPassword: password, terms: true },
  });
  return { response, password };
}

describe("the site-wide ceilings count only requests that passed the checks", () => {
  const ceiling = { register: 5, "password-reset": 5, contact: 5, trial: 5 };

  it("a flood of anonymous and malformed trials leaves the facilitator's own trial through", async () => {
    configureRateLimitForTests({ enabled: true, points: 50, windowSeconds: 600, globalPerHour: ceiling });
    const statuses = new Map<number, number>();
    for (let i = 0; i < 40; i++) {
      const client = `127.0.46.${(i % 7) + 1}`;
      const status = (await call(trial, "POST", "/api/trial", { json: {}, client })).status;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 401: 40 });
    for (let i = 0; i < 10; i++)
      expect((await call(trial, "POST", "/api/trial", { json: {}, cookie: facilitatorCookie, client: "127.0.46.9" })).status).toBe(400);
    const valid = await call(trial, "POST", "/api/trial", {
      json: { current_trial_game_id: "ev-gambit", email: "typed@example.org" },
      cookie: facilitatorCookie,
      client: "127.51.100.46",
    });
    expect(valid.status).toBe(200);
    expect(await jsonOf(valid)).toMatchObject({ session: { code: expect.stringMatching(/^P5-/) } });
  });

  it.each([
    ["/api/contact", contact, { name: "Ann", email: "ann@example.org", message: "A demo for my class, please." }],
    ["/api/password-reset", passwordReset, { email: "ann@example.org", mode: "student" }],
  ] as const)("%s: malformed bodies from many addresses do not close the form", async (path, route, valid) => {
    configureRateLimitForTests({ enabled: true, points: 50, windowSeconds: 600, globalPerHour: ceiling });
    for (let i = 0; i < 20; i++) expect((await call(route, "POST", path, { json: {}, client: `127.0.46.${i + 10}` })).status).toBe(400);
    expect((await call(route, "POST", path, { json: valid, client: "127.51.100.47" })).status).toBe(200);
  });
});

describe("one canonical address per account", () => {
  it("a reset asked with the Kelvin sign mails the account's own address, and the link resets that account", async () => {
    const tag = randomUUID().slice(0, 6);
    const owner = `kate.${tag}@example.com`;
    const { password } = await signUp(owner);
    const asked = await call(passwordReset, "POST", "/api/password-reset", {
      json: { email: `\u212Aate.${tag.toUpperCase()}@example.com`, mode: "student" },
    });
    expect(asked.status).toBe(200);
    await afterAnswerSettled();
    expect(await outboxTo(`\u212Aate.${tag}@example.com`)).toHaveLength(0);
    const [mail] = (await outboxTo(owner)).filter((row) => row.subject.includes("Reset"));
    expect(mail).toBeDefined();
    const token = /token=([\w-]+)/.exec(mail!.textBody)?.[1];
    const confirmed = await call(passwordResetConfirm, "POST", "/api/password-reset/confirm", {
      json: { token, new_password: "another-secret-1", confirm_password: "another-secret-1" },
    });
    expect(confirmed.status).toBe(200);
    await expect(fixture.upstream.loginStudent({ email: owner, password: "another-secret-1" })).resolves.toMatchObject({
      user: { email: owner },
    });
    await expect(fixture.upstream.loginStudent({ email: owner, password })).rejects.toThrow("Invalid email or password");
  });

  it("a reset asked with the Student toggle shown resets a facilitator's account: the link names the account, the toggle is only a hint", async () => {
    const owner = `fay.${randomUUID().slice(0, 6)}@example.com`;
    const { password } = await signUp(owner, "Facilitator");
    expect((await call(passwordReset, "POST", "/api/password-reset", { json: { email: owner, mode: "student" } })).status).toBe(200);
    await afterAnswerSettled();
    const [mail] = (await outboxTo(owner)).filter((row) => row.subject.includes("Reset"));
    const token = /token=([\w-]+)/.exec(mail!.textBody)?.[1];
    const confirmed = await call(passwordResetConfirm, "POST", "/api/password-reset/confirm", {
      json: { token, new_password: "another-secret-1", confirm_password: "another-secret-1" },
    });
    expect(confirmed.status).toBe(200);
    await expect(fixture.upstream.loginProfessor({ email: owner, password: "another-secret-1" })).resolves.toMatchObject({
      user: { email: owner, type: "instructor" },
    });
    await expect(fixture.upstream.loginProfessor({ email: owner, password })).rejects.toThrow("Invalid email or password");
  });

  it("the Turkish İ spellings of an address are the address: one key for the log-in counters, one account", async () => {
    const tag = randomUUID().slice(0, 6);
    await signUp(`victim.${tag}@example.org`);
    const keys = [
      `victim.${tag}@example.org`,
      `v\u0130ctim.${tag}@example.org`,
      `vict\u0130m.${tag}@example.org`,
      `V\u0130ct\u0130m.${tag}@example.org`,
    ].map((email) => loginSchema.parse({ email, password: "x", mode: "student" }).email);
    expect(new Set(keys)).toEqual(new Set([`victim.${tag}@example.org`]));
    const session = await fixture.upstream.loginStudent({ email: `V\u0130ctim.${tag}@example.org`, password: "secret-123" });
    expect(session.user.email).toBe(`victim.${tag}@example.org`);
  });

  it.each([
    ["a Greek omicron", "facilitat\u03BFr@example.com", 400, messages.upstream.invalidRequest],
    ["a Cyrillic a in the domain", "facilitator@ex\u0430mple.com", 400, messages.upstream.invalidRequest],
    ["full-width letters: the same address", "\uFF46acilitator@example.com", 409, messages.upstream.emailTaken],
    ["a digit 1 for an l", "faci1itator@example.com", 409, messages.upstream.emailLooksLikeAnother],
  ])("sign-up with %s next to facilitator@example.com is refused in words", async (_what, email, status, message) => {
    const { response } = await signUp(email, "Facilitator");
    expect(response.status).toBe(status);
    const body = await jsonOf(response);
    if (status === 400)
      expect(body.errors).toEqual({ email: ["This address mixes letters of different alphabets. Please type it in one alphabet."] });
    else expect(body.message).toBe(message);
  });
});

describe("a trial's mail", () => {
  it("a student's trial mails nobody until the address is proved", async () => {
    const target = `target.${randomUUID().slice(0, 6)}@example.com`;
    await signUp(target);
    const session = await fixture.upstream.loginStudent({ email: target, password: "secret-123" });
    const cookie = await sessionCookie(session);
    const before = sent.length;
    const refused = await call(trial, "POST", "/api/trial", {
      cookie,
      json: { name: "Your account is suspended call the helpdesk now", current_trial_game_id: "ev-gambit", email: "typed@example.org" },
    });
    expect(refused.status).toBe(403);
    expect(await jsonOf(refused)).toEqual({ message: messages.trial.verifyFirst });
    expect(sent.length).toBe(before);
  });

  it("requests the upstream refuses spend none of the inbox's mail budget", async () => {
    const owner = `jane.doe.${randomUUID().slice(0, 6)}@gmail.com`;
    await signUp(owner);
    await markEmailVerified(await storeDb(), owner);
    const cookie = await sessionCookie(await fixture.upstream.loginStudent({ email: owner, password: "secret-123" }));
    for (let i = 0; i < 3; i++)
      expect(
        (await call(trial, "POST", "/api/trial", { cookie, json: { current_trial_game_id: "no-such-game", email: "typed@example.org" } }))
          .status,
      ).toBe(404);
    const valid = await call(trial, "POST", "/api/trial", {
      cookie,
      json: { current_trial_game_id: "ev-gambit", email: "typed@example.org" },
    });
    expect(valid.status).toBe(200);
    expect(sent.filter((mail) => mail.to === owner)).toHaveLength(1);
  });

  it("greets the account's name only when it has a name's shape (letters, spaces, hyphens, apostrophes, at most 60), whatever name the body sends", async () => {
    const greetingOf = async (accountName: string) => {
      const owner = `named.${randomUUID().slice(0, 6)}@example.com`;
      await signUp(owner, "Student", accountName);
      await markEmailVerified(await storeDb(), owner);
      const cookie = await sessionCookie(await fixture.upstream.loginStudent({ email: owner, password: "secret-123" }));
      await call(trial, "POST", "/api/trial", { cookie, json: { name: "Someone Else", current_trial_game_id: "ev-gambit" } });
      return sent.filter((mail) => mail.to === owner).map((mail) => mail.text.split("\n")[0]);
    };
    expect(await greetingOf("Call 0800 555 now")).toEqual(["Hello,"]);
    expect(await greetingOf("Anne-Marie O'Neil")).toEqual(["Hello Anne-Marie O'Neil,"]);
  });
});
