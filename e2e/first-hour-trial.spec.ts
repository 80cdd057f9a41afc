import { expect, test, type Page } from "@playwright/test";
import { registerAccount, setUpAccountsSpec, verifyByMail } from "./support/accounts";
import { signIn, uniqueEmail } from "./support/auth";
import { linkIn, mailsTo, pathOf, waitForMail } from "./support/mail";
import { expectNoAxeViolations } from "./requests.helpers";

// A professor's first hour: the trial asks for an account and says so; after the trial, a mail and a dashboard with a next step.
setUpAccountsSpec();
// Sign-up, mail and two full page loads per test on a shared two-core machine.
test.describe.configure({ timeout: 150_000 });

function trialDialog(page: Page) {
  return page.getByRole("dialog", { name: /^Start a free trial of (Factory Manager Experience|Order Ops)$/ });
}

/** The dashboard's card of the person's class session of a game. */
function sessionCard(page: Page, gameTitle: string) {
  return page.getByRole("region", { name: "Your class sessions" }).getByRole("listitem").filter({ hasText: gameTitle });
}

// The dialog tells a visitor first that a trial needs an account (it asked Email, Name and Role
// before), asks a signed-in person only for the game, and the trial becomes a session on the dashboard.
test("a new visitor's trial: told first, signs up, asked only for the game, verifies, and the dashboard shows the code with Share, Project and Open", async ({
  page,
}) => {
  const email = uniqueEmail("prof.trial");
  await page.goto("/toc");
  await page.getByRole("button", { name: "Take a Free Trial" }).click();
  await expect(trialDialog(page).getByRole("heading", { name: "A trial needs a free account" })).toBeVisible();
  await expect(trialDialog(page).getByRole("textbox")).toHaveCount(0);
  await trialDialog(page).getByRole("link", { name: "Sign Up" }).click();

  await page.waitForURL((url) => url.pathname === "/signup");
  await expect(page.getByRole("radio", { name: "I teach (facilitator account)" })).toBeChecked();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Name", { exact: true }).fill("Pat Professor");
  await page.getByLabel("Password", { exact: true }).fill("secret-123");
  await page.getByLabel("Confirm Password", { exact: true }).fill("secret-123");
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(trialDialog(page)).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe("/toc");
  await expect(trialDialog(page).getByLabel("Simulation")).toHaveValue("theory-of-constraint");
  await expect(trialDialog(page).getByRole("textbox")).toHaveCount(0);
  // A trial is mailed, so the address is proved first: the dialog says so in words.
  await trialDialog(page).getByRole("button", { name: "Start my trial of Factory Manager Experience" }).click();
  await expect(
    trialDialog(page).getByText("Please confirm your email address first: open the link we sent you, then ask for the trial again."),
  ).toBeVisible({
    timeout: 20_000,
  });

  const verification = (await mailsTo(email)).find((mail) => mail.text.includes("/verify-email?token="));
  expect(verification, "the sign-up's verification mail").toBeDefined();
  await page.goto(pathOf(linkIn(verification!, "/verify-email")));
  await expect(page.getByText("Thank you! Your e-mail address is verified.")).toBeVisible();

  await page.goto("/toc");
  await page.getByRole("button", { name: "Take a Free Trial" }).click();
  await trialDialog(page).getByRole("button", { name: "Start my trial of Factory Manager Experience" }).click();
  const said = trialDialog(page).getByText(/^Your session code is TOC-[A-Z0-9]{6}\.$/);
  await expect(said).toBeVisible({ timeout: 20_000 });
  const code = (await said.textContent())!.match(/TOC-[A-Z0-9]{6}/)![0];
  await page.goto("/games-overview");

  await page.waitForURL((url) => url.pathname === "/games-overview");
  const card = sessionCard(page, "Factory Manager Experience");
  await expect(card.getByText(`Session code ${code}`)).toBeVisible();
  await expect(card.getByText("Trial · active")).toBeVisible();
  await expect(card.getByText(/^Started \d{2} [A-Z]{3} \d{4}$/)).toBeVisible();
  await expect(card.getByRole("link", { name: /^Open the game/ })).toHaveAttribute("href", new RegExp(`\\?code=${code}$`));
  await expect(card.getByRole("link", { name: /^Project join screen/ })).toHaveAttribute("href", `/join/${code}/project`);
  await card.getByRole("button", { name: "Share a session: Factory Manager Experience" }).click();
  await expect(card.getByRole("link", { name: new RegExp(`/join/${code}$`) })).toBeVisible();
  await expect(card.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expect(page.getByText("No accessible games found")).toHaveCount(0);
  await expect(page.getByText("No licensed games yet.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a new facilitator: the dashboard says how to get a game; a trial asks only for the game, mails the code to them, and shows as their session", async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, "Facilitator", "new.prof");
  // A trial is mailed, so the address is proved first (the link is the first mail).
  await verifyByMail(request, account.email);
  await signIn(page, account.email, account.password, "facilitator");
  await page.goto("/games-overview");
  await expect(page.getByText("No accessible games found.")).toBeVisible();
  const ways = page.getByRole("list", { name: "Ways to get a game" });
  await expect(ways.getByRole("link", { name: "Take a Free Trial" })).toHaveAttribute("href", "/#ourSimulations");
  await expect(ways.getByRole("link", { name: "Request a Demo" })).toHaveAttribute("href", "/#contactUs");
  await expect(ways.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", /^mailto:/);

  await page.goto("/order-ops");
  await page.getByRole("button", { name: "Take a Free Trial" }).click();
  await expect(trialDialog(page).getByRole("textbox")).toHaveCount(0);
  await trialDialog(page).getByRole("button", { name: "Start my trial of Order Ops" }).click();
  await expect(trialDialog(page).getByRole("heading", { name: "Success!" })).toBeVisible({ timeout: 20_000 });
  await expect(trialDialog(page).getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute("href", "/games-overview");

  const mail = await waitForMail(account.email, 2);
  expect(mail.subject).toBe("Your free trial of Order Ops: access details");
  const code = mail.text.match(/Session code: (OP-[A-Z0-9]{6})/)![1]!;
  expect(mail.text).toMatch(/\/games-overview$/m);

  // The game page shows the session where Take a Free Trial was.
  await page.reload();
  await expect(page.getByText(`Your trial session: ${code} · Trial · active`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Take a Free Trial" })).toHaveCount(0);

  await page.goto("/games-overview");
  await expect(sessionCard(page, "Order Ops").getByText(`Session code ${code}`)).toBeVisible();
  await expect(page.getByText("No accessible games found")).toHaveCount(0);
});
