import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { demoAccounts, sessionUser, testClientAddress, uniqueEmail } from "./support/auth";
import { askForResetLink, registerAccount, setUpAccountsSpec } from "./support/accounts";
import { linkIn, waitForMail } from "./support/mail";

/**
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

test("100 failures on made-up accounts from a school's address do not lock out an account known there", async ({ browser, request }) => {
  const school = testClientAddress();
  const pupil = await registerAccount(request, "Student", "pupil");
  expect(await logIn(request, pupil.email, pupil.password, school)).toBe(200);

  // Each wrong try's other-role probe goes through the gate but costs no point of the 100.
  for (let i = 0; i < 100; i++) expect(await logIn(request, uniqueEmail(`made-up-${i}`), "guess", school)).toBe(401);
  // The brake still holds for the next made-up account from that address…
  expect(await logIn(request, uniqueEmail("made-up-101"), "guess", school)).toBe(429);

  // …while the pupil, in a browser of the school that never signed in (no device cookie), gets in.
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": school } });
  const page = await context.newPage();
  expect(await logInThroughForm(page, pupil.email, pupil.password)).toBe(200);
  await page.waitForURL((url) => url.pathname === "/");
  expect((await sessionUser(context))?.email).toBe(pupil.email);
  await context.close();
});

test("a brute force still finds nothing: 1,000 guesses from 1,000 addresses, the right one among them", async ({ request }) => {
  test.setTimeout(240_000);
  const victim = await registerAccount(request, "Student", "brute");
  const statuses: number[] = [];
  let rightOneAt = -1;
  for (let i = 0; i < 1_000; i++) {
    // The right password comes halfway, as the next guess after a refused one.
    const right = rightOneAt < 0 && i >= 500 && statuses[i - 1] === 429;
    if (right) rightOneAt = i;
    statuses.push(await logIn(request, victim.email, right ? victim.password : `guess-${i}`, testClientAddress()));
  }
  expect(rightOneAt).toBeGreaterThanOrEqual(500);
  expect(statuses[rightOneAt]).toBe(429);
  expect(statuses.filter((status) => status === 200)).toEqual([]);
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(15);
});

test("a person who signs up from an address spent by others' failures gets in on the first log-in", async ({ request }) => {
  const school = testClientAddress();
  for (let i = 0; i < 100; i++) await logIn(request, uniqueEmail(`flood-${i}`), "guess", school);
  expect(await logIn(request, uniqueEmail("flood-next"), "guess", school)).toBe(429);

  const email = uniqueEmail("new-pupil");
  const password = "new-pupil-password-1";
  const signUp = await request.post("/api/register", {
    data: { name: "New Pupil", email, display_type: "Student", password, confirmPassword: password, terms: true },
    headers: { "x-forwarded-for": school },
  });
  expect(signUp.status()).toBe(201);
  expect(await logIn(request, email, password, school)).toBe(200);
});

test("200 failures on made-up accounts from one address, 16 at a time, have at most 100 checked; the owner from another address gets in", async ({
  request,
}) => {
  // 16 at a time: one plain instance lets 32 calls wait for its upstream; 50 log-ins at once
  // pass that, and the rest are refused as "not available", neighbouring tests' log-ins with them. The
  // recipe's test sends 50 at a time over two instances (deploy/attacks.test.mjs).
  const school = testClientAddress();
  // One CSRF token for all: the tries share this request context's cookies, and a token fetched between
  // another try's token and its post would make next-auth answer that post ?csrf=true instead of checking it.
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const tryOnce = async (email: string) =>
    (
      await request.post("/api/auth/callback/student-credentials", {
        form: { email, password: "guess", csrfToken, callbackUrl: "/", json: "true" },
        headers: { "x-forwarded-for": school },
      })
    ).status();
  const statuses: number[] = [];
  for (let start = 0; start < 200; start += 16) {
    const batch = Array.from({ length: Math.min(16, 200 - start) }, (_, i) => tryOnce(uniqueEmail(`parallel-${start + i}`)));
    statuses.push(...(await Promise.all(batch)));
  }
  const checked = statuses.filter((status) => status === 401).length;
  expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  // Each try takes its point of the address's 100 before the check (the attack saw 115 checked); an
  // other-role probe holds one for a moment, so under parallel tries a few fewer may be.
  expect(checked).toBeLessThanOrEqual(100);
  expect(checked).toBeGreaterThanOrEqual(80);
  expect(await tryOnce(uniqueEmail("parallel-next"))).toBe(429);

  const owner = await request.post("/api/auth/callback/facilitator-credentials", {
    form: { email: demoAccounts.facilitator.email, password: demoAccounts.facilitator.password, csrfToken, callbackUrl: "/", json: "true" },
    headers: { "x-forwarded-for": testClientAddress() },
  });
  expect(owner.status()).toBe(200);
});
