import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/auth";
import { registerAccount, setUpAccountsSpec } from "./support/accounts";
import { mailsTo, waitForMail } from "./support/mail";

/**
 * What a person sees of the mail rules, through the suite's SMTP server (support/mail-server.mjs). The
 * rules themselves (three mails of a kind per inbox an hour, whatever the spelling; one plain address;
 * a trial's mail to the account only) are Jest's: lib/limits/recipient-budget.test.ts,
 * lib/validations/email.test.ts and app/api/routes.test.ts.
 */

setUpAccountsSpec();
test.describe.configure({ timeout: 120_000 });

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
