import { expect, test } from "@playwright/test";
import { signIn, testClientAddress, uniqueEmail } from "./support/auth";
import { askForResetLink, registerAccount, verifyByMail, setUpAccountsSpec } from "./support/accounts";
import { mailsTo, waitForMail } from "./support/mail";
import { notOnePlainAddress } from "../test-support/address-variants";

/**
 * The site mails one plain address, and not too often. Everything goes through the suite's
 * SMTP server (support/mail-server.mjs), which records every message it is given.
 */

setUpAccountsSpec();
test.describe.configure({ timeout: 120_000 });

/** lib/limits/recipient-budget.ts: mails of one kind per inbox per hour. */
const PER_HOUR = 3;
const SENT = "If an account exists for that e-mail, we have sent a link to reset the password.";

test("60 requests for a new verification link deliver at most three mails, each answered as sent", async ({ page, request }) => {
  const victim = await registerAccount(request, "Student", "resend-victim");
  await waitForMail(victim.email);
  await signIn(page, victim.email, victim.password);
  for (let i = 0; i < 60; i++) {
    const response = await page.context().request.post("/api/verify-email/resend", { headers: { "x-forwarded-for": testClientAddress() } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ success: true, detail: "We have sent a new link. Please check your inbox." });
  }
  expect(await mailsTo(victim.email)).toHaveLength(PER_HOUR);
});

test("60 reset requests, for the address and its +tag variants, deliver at most three mails to the inbox", async ({ request }) => {
  const inbox = uniqueEmail("reset-victim");
  const [local, domain] = inbox.split("@") as [string, string];
  const variants = Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? inbox : `${local}+${i}@${domain}`));
  for (const address of variants) {
    const response = await askForResetLink(request, address);
    expect(response.status()).toBe(200);
    expect((await response.json()) as unknown).toEqual({ success: true, detail: SENT });
  }
  const delivered = (await Promise.all([...new Set(variants)].map((address) => mailsTo(address)))).flat();
  expect(delivered).toHaveLength(PER_HOUR);
});

test("every display-name, list, quote and control-character variant is refused with the form's message and mails nothing", async ({
  request,
}) => {
  const victim = uniqueEmail("variant-victim");
  for (const email of notOnePlainAddress(victim)) {
    const reset = await askForResetLink(request, email);
    expect(reset.status(), email).toBe(400);
    expect(((await reset.json()) as { errors: Record<string, string[]> }).errors.email).toEqual(["Please enter a valid email."]);

    const signup = await request.post("/api/register", {
      data: { name: "Victim", email, display_type: "Student", password: "secret-123", confirmPassword: "secret-123", terms: true },
      headers: { "x-forwarded-for": testClientAddress() },
    });
    expect(signup.status(), email).toBe(400);
    expect(((await signup.json()) as { errors: Record<string, string[]> }).errors.email).toEqual(["Please enter a valid email"]);
  }
  // A plain request afterwards is mailed: the server is up and would have shown the others.
  await askForResetLink(request, victim);
  await waitForMail(victim);
  expect(await mailsTo(victim)).toHaveLength(1);
});

test("the Forgot Password dialog says its e-mail message for a display name with the victim's address", async ({ page }) => {
  const victim = uniqueEmail("dialog-victim");
  await page.goto("/login");
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset Password" });
  await dialog.getByLabel("Email").fill(`URGENT\u2800your\u2800account\u2800is\u2800locked<${victim}>`);
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(dialog.getByText("Please enter a valid email.")).toBeVisible();
  expect(await mailsTo(victim)).toEqual([]);
});

test("the verification mail says an account was just created, and how to report it if it was not you", async ({ request }) => {
  const account = await registerAccount(request, "Student", "created");
  const mail = await waitForMail(account.email);
  expect(mail.text).toContain(`An account on BizSim Lab was just created with this e-mail address, ${account.email}.`);
  expect(mail.text).toContain(
    "This wasn't you? Do not follow the link: someone else typed your address. Tell us at hello@bizsimlab.example",
  );
});

test("a student's 10 trial requests naming another inbox and a phishing name mail the student three times, greeting no one by name", async ({
  page,
  request,
}) => {
  const student = await registerAccount(request, "Student", "trial-sender");
  // A student's trial mails only a proved address: the student follows the link mailed at sign-up first.
  await verifyByMail(request, student.email);
  await signIn(page, student.email, student.password);
  const target = uniqueEmail("inbox-target");
  const data = {
    email: target,
    name: "Bob - your account is suspended, verify at https://evil.example/login",
    current_trial_game_id: "ev-gambit",
  };
  const answers: Array<{ status: number; body: { message?: string; trial_user?: { email: string } } }> = [];
  for (let i = 0; i < 10; i++) {
    const response = await page.context().request.post("/api/trial", { data, headers: { "x-forwarded-for": testClientAddress() } });
    answers.push({ status: response.status(), body: await response.json() });
  }
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, ...Array(7).fill(429)]);
  expect(answers[0]!.body.trial_user?.email).toBe(student.email);
  expect(answers[3]!.body.message).toBe("Too many attempts. Please try again in 3600 seconds.");
  const trialMails = (await mailsTo(student.email)).filter((mail) => mail.subject === "Your free trial of The EV Gambit: access details");
  expect(trialMails).toHaveLength(PER_HOUR);
  for (const mail of trialMails) {
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain("evil.example");
  }
  expect(await mailsTo(target)).toEqual([]);
});

test("reset requests to one Gmail inbox spelled four ways deliver three mails; a trailing dot is refused in words", async ({ request }) => {
  const local = `target.person.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const spellings = ["gmail.com", "googlemail.com", "gmail.com.", "googlemail.com."];
  const addresses = Array.from({ length: 12 }, (_, i) => `${local}+${i}@${spellings[i % 4]}`);
  for (const address of addresses) {
    const response = await askForResetLink(request, address);
    if (address.endsWith(".")) {
      // No SMTP server takes a domain ending in a dot (the suite's answered 501, and the reset 500).
      expect(response.status(), address).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string[]> }).errors.email).toEqual(["Please enter a valid email."]);
    } else {
      expect(response.status(), address).toBe(200);
      expect((await response.json()) as unknown).toEqual({ success: true, detail: SENT });
    }
  }
  const delivered = (await Promise.all(addresses.map((address) => mailsTo(address)))).flat();
  expect(delivered).toHaveLength(PER_HOUR);
});
