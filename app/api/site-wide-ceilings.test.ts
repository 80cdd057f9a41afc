import "@/test-support/api/env";
import { markEmailVerified } from "@/lib/auth/verified-emails";
import { configureRateLimitForTests } from "@/lib/limits";
import type { MailMessage } from "@/lib/mail/message";
import { messages } from "@/lib/messages";
import { afterAnswerSettled } from "@/lib/mail/after-answer";
import { getStore, storeDb, storeTables } from "@/lib/store";
import { eq } from "drizzle-orm";
import { setUpstreamForTests } from "@/lib/upstream";
import { call, jsonOf, sessionCookie } from "@/test-support/api/requests";
import { restoreRouteTestState } from "@/test-support/api/state";
import { useMemoryStore } from "@/test-support/store/memory-store";
import { freshEmbedded } from "@/test-support/upstream/fixtures";
import * as passwordReset from "./password-reset/route";
import * as trial from "./trial/route";

/**
 * A flow's site-wide hourly ceiling counts work done: requests refused for any reason spend none of it,
 * so accounts that cannot get a trial cannot close the form to the owner.
 */
const mailed: MailMessage[] = [];
const fixture = freshEmbedded({ demoAccounts: false, sendMail: async (message) => void mailed.push(message) });
const ceiling = 20;

jest.setTimeout(120_000);
beforeAll(async () => {
  await useMemoryStore();
  await getStore();
  await fixture.upstream.ready();
  setUpstreamForTests(fixture.upstream);
  configureRateLimitForTests({
    enabled: true,
    points: 300,
    windowSeconds: 600,
    globalPerHour: { register: ceiling, "password-reset": ceiling, contact: ceiling, trial: ceiling },
  });
});
afterAll(() => restoreRouteTestState(fixture), 30_000);

const cookieOf = (uid: string, type: "student" | "instructor") =>
  sessionCookie({ access_token: `t-${uid}`, user: { uid, email: `${uid}@example.com`, name: uid, picture: null, type } });
const askTrial = (cookie: string, name = "Ann") =>
  call(trial, "POST", "/api/trial", {
    cookie,
    client: "127.51.100.50",
    json: { name, email: "x@example.com", current_trial_game_id: "ev-gambit" },
  });
const mailsTo = (email: string) => mailed.filter((message) => message.to === email).length;

describe("POST /api/trial and the site-wide ceiling", () => {
  it("seven unconfirmed accounts refused many times over leave the facilitator's trial open", async () => {
    for (let account = 1; account <= 7; account++) {
      const cookie = await cookieOf(`unconfirmed-${account}`, "student");
      for (let i = 0; i < 6; i++) {
        const refused = await askTrial(cookie);
        expect([refused.status, (await jsonOf(refused)).message]).toEqual([403, messages.trial.verifyFirst]);
      }
    }
    await markEmailVerified(await storeDb(), "owner@example.com");
    const owner = await askTrial(await cookieOf("owner", "instructor"));
    expect(owner.status).toBe(200);
  });
});

describe("a trial's mail goes only to a proved address", () => {
  it("an unconfirmed facilitator's trial is refused in words, and nobody is mailed; once proved, it runs", async () => {
    const cookie = await cookieOf("borrowed-address", "instructor");
    const refused = await askTrial(cookie, "Your account is suspended call support");
    expect([refused.status, (await jsonOf(refused)).message]).toEqual([403, messages.trial.verifyFirst]);
    expect(mailsTo("borrowed-address@example.com")).toBe(0);

    await markEmailVerified(await storeDb(), "borrowed-address@example.com");
    expect((await askTrial(cookie)).status).toBe(200);
    expect(mailsTo("borrowed-address@example.com")).toBe(1);
  });
});

describe("POST /api/password-reset for addresses without an account", () => {
  const outboxTo = async (recipient: string) =>
    (await storeDb()).select().from(storeTables.mailOutbox).where(eq(storeTables.mailOutbox.recipient, recipient));
  const askReset = (email: string, client: string) =>
    call(passwordReset, "POST", "/api/password-reset", { client, json: { email, mode: "student" } });
  const shape = async (response: Response) => [response.status, await jsonOf(response), response.headers.get("content-type")];

  it("mail nobody and spend nothing site-wide, answered as a known address is; the owner's reset then goes through", async () => {
    const owner = "reset.owner@example.com";
    await fixture.upstream.register({ name: "Owner", email: owner, password: "secret-123", display_type: "Student" });
    const made = (i: number) => `made-up-${i}@example.org`;
    for (let i = 0; i < 3 * ceiling; i++) {
      const answer = await askReset(made(i), `127.51.100.${(i % 7) + 60}`);
      expect(await shape(answer)).toEqual([200, { success: true, detail: messages.forgot.sent }, "application/json"]);
    }
    await afterAnswerSettled();
    for (let i = 0; i < 3 * ceiling; i++) expect(await outboxTo(made(i))).toHaveLength(0);

    const answer = await askReset(owner, "127.203.113.80");
    expect(await shape(answer)).toEqual([200, { success: true, detail: messages.forgot.sent }, "application/json"]);
    await afterAnswerSettled();
    expect(await outboxTo(owner)).toHaveLength(1);
  });
});
