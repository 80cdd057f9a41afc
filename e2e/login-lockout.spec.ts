import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { sessionUser, testClientAddress } from "./support/auth";
import { askForResetLink, registerAccount, setUpAccountsSpec } from "./support/accounts";
import { linkIn, waitForMail } from "./support/mail";

/**
 * Nobody can lock others out: two journeys of an account's owner under attack. The counting rules
 * themselves (made-up accounts at a school's address, a brute force over many addresses, a first log-in
 * after sign-up, parallel guesses) are lib/limits/login.test.ts's; the same over two instances is the
 * recipe's (deploy/attacks.test.mjs).
 *
 * Nobody can lock others out. Strangers' failures hold an account back for strangers, never
 * for a browser that signed in to it before, a browser that reset its password by the mailed link, or
 * the accounts known at an address that a stranger floods with made-up accounts.
 */

setUpAccountsSpec();
test.describe.configure({ timeout: 120_000 });

/** One log-in through next-auth's credentials callback, from `address`; answers the status. */
async function logIn(request: APIRequestContext, email: string, password: string, address: string): Promise<number> {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/student-credentials", {
    form: { email, password, csrfToken, callbackUrl: "/", json: "true" },
    headers: { "x-forwarded-for": address },
  });
  return response.status();
}

/** The attacker of finding 1: `count` wrong passwords spread over five addresses of their own. */
async function attack(request: APIRequestContext, email: string, count: number): Promise<number[]> {
  const addresses = Array.from({ length: 5 }, () => testClientAddress());
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await logIn(request, email, `attacker-guess-${i}`, addresses[i % 5]!));
  return statuses;
}

async function newBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": testClientAddress() } });
  return { context, page: await context.newPage() };
}

/** Fills the log-in form as a person would; answers the credentials callback's status. */
async function logInThroughForm(page: Page, email: string, password: string): Promise<number> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  const answer = page.waitForResponse((response) => response.url().includes("/api/auth/callback/student-credentials"));
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  return (await answer).status();
}

test("the owner's browser that signed in before gets in while an attacker keeps the account locked", async ({ browser, request }) => {
  const owner = await registerAccount(request, "Student", "locked-owner");
  const { context, page } = await newBrowser(browser);
  expect(await logInThroughForm(page, owner.email, owner.password)).toBe(200);
  await page.waitForURL((url) => url.pathname === "/");
  // The browser closes the site before the session cookie goes: a session answer still on its way from
  // the open page would otherwise set the cookie again.
  await page.goto("about:blank");
  await context.clearCookies({ name: "next-auth.session-token" });

  const statuses = await attack(request, owner.email, 30);
  expect(statuses).toContain(429);
  // A stranger with the right password is held back: the account is locked for strangers.
  expect(await logIn(request, owner.email, owner.password, testClientAddress())).toBe(429);

  // The owner's browser, now on another network (a new address), logs in with the password.
  await context.setExtraHTTPHeaders({ "x-forwarded-for": testClientAddress() });
  expect(await logInThroughForm(page, owner.email, owner.password)).toBe(200);
  await page.waitForURL((url) => url.pathname === "/");
  expect((await sessionUser(context))?.email).toBe(owner.email);
  await context.close();
});

test("from a new browser the owner resets the password by mail and gets in, while the attacker keeps going", async ({
  browser,
  request,
}) => {
  const owner = await registerAccount(request, "Student", "reset-owner");
  await attack(request, owner.email, 30);
  // Right after the attack (a stranger gets one try per wait): the account is locked for the owner's new browser.
  expect(await logIn(request, owner.email, owner.password, testClientAddress())).toBe(429);
  const { context, page } = await newBrowser(browser);

  expect((await askForResetLink(request, owner.email)).status()).toBe(200);
  await page.goto(linkIn(await waitForMail(owner.email, 2), "/reset-password"));
  await page.getByLabel("New Password", { exact: true }).fill("owner-new-password-1");
  await page.getByLabel("Confirm New Password").fill("owner-new-password-1");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Password reset successful! You can now log in.");

  await attack(request, owner.email, 30);
  expect(await logIn(request, owner.email, "owner-new-password-1", testClientAddress())).toBe(429);
  expect(await logInThroughForm(page, owner.email, "owner-new-password-1")).toBe(200);
  await page.waitForURL((url) => url.pathname === "/");
  expect((await sessionUser(context))?.email).toBe(owner.email);
  await context.close();
});
