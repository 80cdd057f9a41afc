import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { isolateRateLimits, sessionUser, signIn, testClientAddress, uniqueEmail } from "./support/auth";
import { askForResetLink, registerAccount, setUpAccountsSpec } from "./support/accounts";
import { linkIn, mailsTo, waitForMail } from "./support/mail";
import { holdScripts } from "./support/hold-scripts";

const SENT = "If an account exists for that e-mail, we have sent a link to reset the password.";

setUpAccountsSpec();

async function signInSeparately(browser: Browser, email: string, password: string, mode: "student" | "facilitator") {
  const context = await browser.newContext();
  await isolateRateLimits(context);
  const page = await context.newPage();
  await signIn(page, email, password, mode);
  return context;
}

/** next-auth's credentials callback answers 401 to a refused password. */
async function refusedSignIn(request: APIRequestContext, email: string, password: string, mode: "student" | "facilitator") {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await request.post(`/api/auth/callback/${mode}-credentials`, {
    form: { email, password, csrfToken, callbackUrl: "/", json: "true" },
    headers: { "x-forwarded-for": testClientAddress() },
  });
  expect(response.status()).toBe(401);
}

test("Forgot Password asks only for the e-mail, in student and facilitator mode alike", async ({ page }) => {
  await page.goto("/login");
  for (const mode of ["Student", "Facilitator"]) {
    await page.getByRole("radio", { name: mode }).check();
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset Password" });
    await expect(dialog.getByRole("textbox")).toHaveCount(1);
    await expect(dialog.getByLabel("Email")).toBeVisible();
    await expect(dialog.getByLabel("New Password")).toHaveCount(0);
    await dialog.getByLabel("Email").fill(uniqueEmail(`nobody-${mode.toLowerCase()}`));
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(dialog.getByRole("status")).toHaveText(SENT);
    await page.keyboard.press("Escape");
  }
});

test("the whole reset round trip through SMTP: old password refused, new accepted, the other browser's session ended", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await registerAccount(request, "Student", "reset");
  const other = await signInSeparately(browser, account.email, account.password, "student");
  expect((await sessionUser(other))?.email).toBe(account.email);

  await page.goto("/login");
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset Password" });
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(dialog.getByRole("status")).toHaveText(SENT);

  const mail = await waitForMail(account.email, 2); // the first is sign-up's verification mail
  expect(mail.subject).toBe("Reset your BizSim Lab password");
  expect(mail.from).toContain("BizSim Lab");
  expect(mail.text).toContain("If you did not ask for this, ignore this e-mail: your password stays as it is.");
  const link = linkIn(mail, "/reset-password");
  expect(mail.html).toContain(`href="${link}"`);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password must be at least 6 characters.")).toBeVisible();
  await expect(page.getByText("Please confirm your new password.")).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("new-password-2");
  await page.getByLabel("Confirm New Password").fill("new-password-3");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();
  await page.getByLabel("Confirm New Password").fill("new-password-2");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Password reset successful! You can now log in.");

  expect(await sessionUser(other)).toBeNull();
  await other.close();
  await refusedSignIn(request, account.email, account.password, "student");
  const fresh = await signInSeparately(browser, account.email, "new-password-2", "student");
  expect((await sessionUser(fresh))?.email).toBe(account.email);
  await fresh.close();

  // The same link a second time.
  await page.goto(link);
  // Said first, as the page's heading, with a way to log in before the way to ask again.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This reset link has already been used.");
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Log In", exact: true })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("heading", { name: "Ask for a new link" })).toBeVisible();
});

test("known and unknown e-mails get the same answer in about the same time", async ({ request }) => {
  test.setTimeout(90_000);
  const known = [await registerAccount(request, "Student", "known"), await registerAccount(request, "Facilitator", "known")];
  const unknown = [uniqueEmail("unknown"), uniqueEmail("unknown")];
  const timed = async (email: string) => {
    const started = Date.now();
    const response = await askForResetLink(request, email);
    return { status: response.status(), body: await response.json(), ms: Date.now() - started };
  };
  const knownAnswers = [await timed(known[0]!.email), await timed(known[1]!.email)];
  const unknownAnswers = [await timed(unknown[0]!), await timed(unknown[1]!)];
  for (const answer of [...knownAnswers, ...unknownAnswers]) {
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, detail: SENT });
  }
  const mean = (answers: { ms: number }[]) => answers.reduce((sum, a) => sum + a.ms, 0) / answers.length;
  expect(Math.abs(mean(knownAnswers) - mean(unknownAnswers))).toBeLessThan(750);
});

/** The e2e server's second site: same build and upstream, reset links that last 3 s (scripts/serve-e2e.mjs). */
const shortLinks = `http://localhost:${Number(process.env.E2E_PORT || 3100) + 5}`;

test("an expired link says so and offers a new one, which arrives", async ({ page, request }) => {
  test.setTimeout(120_000);
  await expect
    .poll(
      () =>
        request.get(`${shortLinks}/robots.txt`).then(
          (r) => r.status(),
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  const account = await registerAccount(request, "Student", "expired");
  const asked = await request.post(`${shortLinks}/api/password-reset`, {
    data: { email: account.email, mode: "student" },
    headers: { "x-forwarded-for": testClientAddress() },
  });
  expect(await asked.json()).toEqual({ success: true, detail: SENT });
  const link = linkIn(await waitForMail(account.email, 2), "/reset-password");
  expect(link.startsWith(`${shortLinks}/reset-password?token=`)).toBe(true);

  const alert = page.getByRole("heading", { level: 1 });
  await expect(async () => {
    await page.goto(link);
    await expect(alert).toHaveText("This reset link has expired. Links work for 30 minutes.", { timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(SENT);
  const renewed = linkIn(await waitForMail(account.email, 3), "/reset-password");
  expect(renewed).not.toBe(link);
  await page.goto(renewed);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
});

test("a second request within 30 s mails nothing more; a made-up token is refused; a facilitator link resets the facilitator log-in", async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, "Facilitator", "replaced");
  await askForResetLink(request, account.email, "facilitator");
  const older = linkIn(await waitForMail(account.email, 2), "/reset-password");
  // Within 30 s a second request to the same address sends nothing; the older link stays the one that works.
  await askForResetLink(request, account.email, "facilitator");
  expect(await mailsTo(account.email)).toHaveLength(2);

  await page.goto(`/reset-password?token=${"A".repeat(43)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This reset link is not valid. It may have been replaced by a newer one.",
  );

  // A facilitator's link resets through the professor path: the facilitator log-in takes the new password.
  await page.goto(older);
  await page.getByLabel("New Password", { exact: true }).fill("facilitator-new");
  await page.getByLabel("Confirm New Password").fill("facilitator-new");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Password reset successful! You can now log in.");
  await signIn(page, account.email, "facilitator-new", "facilitator");
  expect((await sessionUser(page.context()))?.type).toBe("instructor");
});

test("on the mailed link's page, a new password typed before the page's code has run is kept, and Reset Password waits for the code", async ({
  page,
  browser,
  request,
}) => {
  const account = await registerAccount(request, "Student", "early-reset");
  await askForResetLink(request, account.email);
  const link = linkIn(await waitForMail(account.email, 2), "/reset-password");

  const scripts = await holdScripts(page);
  await page.goto(link, { waitUntil: "domcontentloaded" });
  await page.getByLabel("New Password", { exact: true }).fill("typed-early-1");
  await page.getByLabel("Confirm New Password").fill("typed-early-1");
  const submit = page.getByRole("button", { name: "Reset Password" });
  await expect(submit).toBeDisabled();

  scripts.release();
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel("New Password", { exact: true })).toHaveValue("typed-early-1");
  await expect(page.getByLabel("Confirm New Password")).toHaveValue("typed-early-1");
  await submit.click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Password reset successful! You can now log in.");
  const fresh = await signInSeparately(browser, account.email, "typed-early-1", "student");
  expect((await sessionUser(fresh))?.email).toBe(account.email);
  await fresh.close();
});

for (const toggle of ["Student", "Facilitator"] as const) {
  test(`a facilitator who asks for a reset link with the ${toggle} toggle shown gets their facilitator log-in reset`, async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, "Facilitator", `toggle-${toggle.toLowerCase()}`);
    await page.goto("/login");
    await page.getByRole("radio", { name: toggle }).check();
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset Password" });
    await dialog.getByLabel("Email").fill(account.email);
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(dialog.getByRole("status")).toHaveText(SENT);

    await page.goto(linkIn(await waitForMail(account.email, 2), "/reset-password"));
    await page.getByLabel("New Password", { exact: true }).fill("facilitator-reset");
    await page.getByLabel("Confirm New Password").fill("facilitator-reset");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Password reset successful! You can now log in.");
    await signIn(page, account.email, "facilitator-reset", "facilitator");
    expect((await sessionUser(page.context()))?.type).toBe("instructor");
  });
}

test("a link that reset nothing is not spent: once the address has an account, the same link resets it", async ({ page, request }) => {
  const email = uniqueEmail("not-yet");
  await askForResetLink(request, email, "student");
  const link = linkIn(await waitForMail(email, 1), "/reset-password");
  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill("first-try-1");
  await page.getByLabel("Confirm New Password").fill("first-try-1");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "No account could be reset with this link. It has not been used: once this address has an account, it still works.",
  );

  const signUp = await request.post("/api/register", {
    data: {
      name: "Late Signer",
      email,
      display_type: "Facilitator",
      password: "old-password-1",
      confirmPassword: "old-password-1",
      terms: true,
    },
    headers: { "x-forwarded-for": testClientAddress() },
  });
  expect(signUp.status()).toBe(201);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("second-try-2");
  await page.getByLabel("Confirm New Password").fill("second-try-2");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Password reset successful! You can now log in.");
  await signIn(page, email, "second-try-2", "facilitator");
  expect((await sessionUser(page.context()))?.type).toBe("instructor");
});
