import "server-only";
import { site } from "@/content";
import { sendMail } from "@/lib/mail/mailer";
import { takeRecipientBudget } from "@/lib/mail/recipient-budget";
import { verifyEmailMail } from "@/lib/mail/templates";
import { getUpstream } from "@/lib/upstream";
import type { LoginMode } from "@/lib/validations/roles";
import { accountLink } from "./links";
import { claimToken, issueToken, type TokenCheck } from "./one-time-tokens";
import { accountsStore } from "./store";
import { isEmailVerifiedHere, markEmailVerified } from "./verified-emails";

/**
 * At sign-in: when the upstream already counts the address as verified (SPEC §3 email_verified), the
 * store records it, so the site has one answer in both upstream modes. Failure leaves it unverified.
 */
export async function rememberUpstreamVerification(accessToken: string): Promise<void> {
  try {
    const user = await getUpstream().getCurrentUser(accessToken);
    if (user.email_verified) await markEmailVerified(await accountsStore(), user.email);
  } catch (error) {
    console.warn("[verify] could not read the upstream's email_verified at sign-in", error instanceof Error ? error.message : error);
  }
}

export async function isEmailVerified(email: string): Promise<boolean> {
  return isEmailVerifiedHere(await accountsStore(), email);
}

/**
 * Mails a verification link (the newest replaces older ones) to an address just registered or to the
 * signed-in person's own. Anyone can register someone else's address, so each inbox gets a few links
 * per hour and per day at most (lib/mail/recipient-budget.ts); past them nothing is sent.
 */
export async function sendVerificationLink(email: string, mode: LoginMode): Promise<void> {
  const db = await accountsStore();
  if (await isEmailVerifiedHere(db, email)) return;
  if (!(await takeRecipientBudget("verify-email", email))) return;
  const token = await issueToken(db, "verify-email", { email, mode });
  await sendMail(verifyEmailMail({ to: email, siteName: site.name, contact: site.email, link: accountLink("/verify-email", token) }));
}

/** Follows a verification link: the address counts as verified from now on. */
export async function verifyEmailByToken(token: string): Promise<TokenCheck> {
  const db = await accountsStore();
  const claimed = await claimToken(db, "verify-email", token);
  if (claimed.ok) await markEmailVerified(db, claimed.email);
  return claimed;
}
