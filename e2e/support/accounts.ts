import { expect, test, type APIRequestContext } from "@playwright/test";
import { isolateRateLimits, testClientAddress, uniqueEmail, warmUpUpstream } from "./auth";
import { linkIn, waitForMail } from "./mail";
import { roleOfDisplayType, type Role } from "../../lib/roles";
import type { UpstreamDisplayType } from "../../upstream-contract/types";

export interface NewAccount {
  email: string;
  password: string;
  mode: Role;
}

/** Creates an account through the site's sign-up route (which mails a verification link). */
export async function registerAccount(request: APIRequestContext, role: UpstreamDisplayType, prefix = "acct"): Promise<NewAccount> {
  const email = uniqueEmail(prefix);
  const password = "old-password-1";
  const response = await request.post("/api/register", {
    data: { name: "Test Person", email, display_type: role, password, confirmPassword: password, terms: true },
    headers: { "x-forwarded-for": testClientAddress() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password, mode: roleOfDisplayType(role) };
}

/** Follows the verification link mailed at sign-up. */
export async function verifyByMail(request: APIRequestContext, email: string): Promise<void> {
  const link = linkIn(await waitForMail(email), "/verify-email");
  const page = await request.get(link);
  expect(await page.text()).toContain("Your e-mail address is verified.");
}

/** Asks for a reset link the way the dialog does; answers the response. */
export function askForResetLink(request: APIRequestContext, email: string, mode: Role = "student") {
  return request.post("/api/password-reset", { data: { email, mode }, headers: { "x-forwarded-for": testClientAddress() } });
}

/**
 * Opens the site's own store (and the mail path) before the first test needs it: a cold PGlite start
 * takes several seconds.
 */
async function warmUpAccounts(request: APIRequestContext): Promise<void> {
  await askForResetLink(request, "warm-up@example.com").catch(() => undefined);
}

/**
 * The accounts specs' shared set-up, called once at the top of a spec file: warm the upstream and the
 * site's store before the first test, give each test room to sign up, mail and sign in on a shared
 * machine, and its own client address for the rate limits.
 */
export function setUpAccountsSpec(): void {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(90_000);
    await warmUpUpstream(request);
    await warmUpAccounts(request);
  });
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ context }) => isolateRateLimits(context));
}
