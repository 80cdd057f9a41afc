import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import type { Role } from "../lib/roles";
import { demoAccounts, testClientAddress, uniqueEmail } from "./support/auth";
import { registerAccount, setUpAccountsSpec, verifyByMail } from "./support/accounts";
import { linkIn, mailsTo, waitForMail } from "./support/mail";

/**
 * The identity review's rows on a plain `next start` (the suite's server): each attack as it was sent,
 * the answer in the site's words, and the owner still getting in. The same rows run through nginx in
 * deploy/attacks-identity.test.mjs.
 */
setUpAccountsSpec();

/** A client of its own (cookies, one address), as another browser or script would be. */
async function client(baseURL: string | undefined, address = testClientAddress()) {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": address } });
}

/** next-auth's credentials callback as the log-in form posts it; answers the status and the error words, if any. */
async function logIn(api: APIRequestContext, mode: Role, email: string, password: string) {
  const { csrfToken } = (await (await api.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const answer = await api.post(`/api/auth/callback/${mode}-credentials`, {
    form: { email, password, csrfToken, callbackUrl: "/", json: "true" },
  });
  const url = answer.ok() ? (((await answer.json()) as { url?: string }).url ?? "") : "";
  return { status: answer.status(), error: url ? new URL(url).searchParams.get("error") : null };
}

const signedInAs = async (api: APIRequestContext) =>
  ((await (await api.get("/api/auth/session")).json()) as { user?: { email: string } }).user?.email ?? null;

test("a reset asked with the Kelvin sign K mails the account's own address, and its link resets that account", async ({ baseURL }) => {
  const owner = await registerAccount(await client(baseURL), "Student", "kate");
  const kelvin = `\u212A${owner.email.slice(1).toUpperCase()}`;
  const attacker = await client(baseURL);
  expect((await attacker.post("/api/password-reset", { data: { email: kelvin } })).status()).toBe(200);
  const mail = await waitForMail(owner.email, 2);
  expect(mail.subject).toBe("Reset your BizSim Lab password");
  // Delivered to the account's own address, not to the spelling that was typed.
  expect(mail.to).toEqual([owner.email]);
  expect(mail.text).toContain(`the BizSim Lab account for ${owner.email}.`);
  expect(mail.text).not.toContain("\u212A");
  const reset = await client(baseURL);
  const token = new URL(linkIn(mail, "/reset-password")).searchParams.get("token");
  const done = await reset.post("/api/password-reset/confirm", {
    data: { token, new_password: "new-password-46", confirm_password: "new-password-46" },
  });
  expect(done.status()).toBe(200);
  expect((await logIn(reset, "student", owner.email, "new-password-46")).status).toBe(200);
  expect(await signedInAs(reset)).toBe(owner.email);
});

test("wrong passwords under the Turkish İ spellings spend the account's one counter; the owner signs in under any spelling", async ({
  baseURL,
}) => {
  const owner = await registerAccount(await client(baseURL), "Student", "victim");
  const local = owner.email.split("@")[0]!;
  const guesser = await client(baseURL, "198.51.100.46");
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push((await logIn(guesser, "student", owner.email, `wrong-${i}`)).status);
  for (const spelling of [local.replace("i", "\u0130"), local.replaceAll("i", "\u0130"), `V${local.slice(1).replace("i", "\u0130")}`])
    answers.push((await logIn(guesser, "student", `${spelling}@example.com`, "wrong")).status);
  expect(answers).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429]);
  const home = await client(baseURL);
  expect((await logIn(home, "student", `${local.replaceAll("i", "\u0130")}@example.com`, owner.password)).status).toBe(200);
  expect(await signedInAs(home)).toBe(owner.email);
});

test("sign-ups that read as another person's address are refused in words; the same address in full-width letters is that account", async ({
  baseURL,
}) => {
  const api = await client(baseURL);
  const signUp = (email: string) =>
    api.post("/api/register", {
      data: {
        name: "Look Alike",
        email,
        display_type: "Facilitator",
        password: "lookalike-46",
        confirmPassword: "lookalike-46",
        terms: true,
      },
    });
  const greek = await signUp("facilitat\u03BFr@example.com");
  expect(greek.status()).toBe(400);
  expect(await greek.json()).toMatchObject({
    errors: { email: ["This address mixes letters of different alphabets. Please type it in one alphabet."] },
  });
  expect((await signUp("facilitator@ex\u0430mple.com")).status()).toBe(400);
  const fullWidth = await signUp("\uFF46acilitator@example.com");
  expect([fullWidth.status(), ((await fullWidth.json()) as { message: string }).message]).toEqual([
    409,
    "An account with this email already exists",
  ]);
  const digit = await signUp("faci1itator@example.com");
  expect([digit.status(), ((await digit.json()) as { message: string }).message]).toEqual([
    409,
    "This address looks like the address of another account. Please check it, or use another address.",
  ]);
  expect(
    (await logIn(await client(baseURL), "facilitator", demoAccounts.facilitator.email, demoAccounts.facilitator.password)).status,
  ).toBe(200);
});

test("a student signed up with someone else's address mails them nothing about a trial; once proved, the trial goes out", async ({
  baseURL,
}) => {
  const student = await registerAccount(await client(baseURL), "Student", "target");
  const api = await client(baseURL);
  expect((await logIn(api, "student", student.email, student.password)).status).toBe(200);
  const ask = () =>
    api.post("/api/trial", {
      data: { email: student.email, name: "Your account is suspended call the helpdesk now", current_trial_game_id: "ev-gambit" },
    });
  const refused = await ask();
  expect([refused.status(), ((await refused.json()) as { message: string }).message]).toEqual([
    403,
    "Please confirm your email address first: open the link we sent you, then ask for the trial again.",
  ]);
  await verifyByMail(api, student.email);
  const granted = await ask();
  expect(granted.status()).toBe(200);
  const trialMails = (await mailsTo(student.email)).filter((mail) => mail.subject.startsWith("Your free trial of"));
  expect(trialMails).toHaveLength(1);
});

test("trials the upstream refuses spend none of the inbox's mail budget", async ({ baseURL }) => {
  const api = await client(baseURL);
  const student = await registerAccount(api, "Student", "budget");
  await verifyByMail(api, student.email);
  expect((await logIn(api, "student", student.email, student.password)).status).toBe(200);
  for (let i = 0; i < 3; i++)
    expect((await api.post("/api/trial", { data: { email: student.email, current_trial_game_id: "no-such-game" } })).status()).toBe(404);
  const trial = await api.post("/api/trial", { data: { email: student.email, current_trial_game_id: "ev-gambit" } });
  expect(trial.status()).toBe(200);
});

test("an Idempotency-Key resent by another client with another body is refused without saying it was used", async ({ baseURL }) => {
  const key = `identity-${Date.now().toString(36)}-${"k".repeat(16)}`;
  const demo = { name: "Ann Key", email: uniqueEmail("ann.key"), message: "A demo for my class of 40, please." };
  const first = await (await client(baseURL)).post("/api/contact", { data: demo, headers: { "idempotency-key": key } });
  expect(first.status()).toBe(200);
  const other = await (
    await client(baseURL)
  ).post("/api/contact", {
    data: { ...demo, message: "Another body." },
    headers: { "idempotency-key": key },
  });
  expect([other.status(), ((await other.json()) as { message: string }).message]).toEqual([
    422,
    "This request cannot be sent with this Idempotency-Key. Please send it again with a new one.",
  ]);
});
