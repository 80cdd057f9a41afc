import "server-only";
import { log } from "@/lib/log";
import { site } from "@/content";
import { sendMail } from "@/lib/mail/mailer";
import { takeRecipientBudget } from "@/lib/limits/recipient-budget";
import { verifyEmailMail } from "@/lib/mail/templates";
import { getUpstream } from "@/lib/upstream";
import { rememberAccountMailbox } from "@/lib/upstream/account-mailbox";
import type { Role } from "@/lib/roles";
import { accountLink } from "@/lib/mail/links";
import { claimToken, issueToken, tokenEmail, type TokenCheck } from "./one-time-tokens";
import { storeDb } from "@/lib/store";
import { isEmailVerifiedHere, markEmailVerified } from "./verified-emails";

/**
 * At sign-in, what the upstream says of the account: when it already counts the address as verified (its
 * user's `email_verified`), the store records it, so the site has one answer in both upstream modes; and
 * the account's own address, where reset links go (lib/upstream/account-mailbox.ts). Failure leaves both
 * as they were.
 */
export async function rememberUpstreamAccount(accessToken: string): Promise<void> {
  try {
    const user = await getUpstream().getCurrentUser(accessToken);
    await rememberAccountMailbox(user.email);
    if (user.email_verified) await markEmailVerified(await storeDb(), user.email);
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : error }, "[verify] could not read the upstream's account at sign-in");
  }
}

export async function isEmailVerified(email: string): Promise<boolean> {
  return isEmailVerifiedHere(await storeDb(), email);
}

/**
 * Mails a verification link (the newest replaces older ones) to an address just registered or to the
 * signed-in person's own. Anyone can register someone else's address, so each inbox gets a few links
 * per hour and per day at most (lib/limits/recipient-budget.ts); past them nothing is sent.
 */
export async function sendVerificationLink(email: string, mode: Role, options: { resent?: boolean } = {}): Promise<void> {
  const db = await storeDb();
  if (await isEmailVerifiedHere(db, email)) return;
  if (!(await takeRecipientBudget("verify-email", email))) return;
  const token = await issueToken(db, "verify-email", { email, mode });
  await sendMail({
    ...verifyEmailMail({
      to: email,
      siteName: site.name,
      contact: site.email,
      link: accountLink("/verify-email", token),
      resent: options.resent,
    }),
    template: "verify-email",
  });
}

/**
 * Follows a verification link: the address counts as verified from now on. A link followed again, for
 * an address that is verified, answers `alreadyVerified` rather than a problem.
 */
export async function verifyEmailByToken(token: string): Promise<TokenCheck | { ok: true; alreadyVerified: true }> {
  const db = await storeDb();
  const claimed = await claimToken(db, "verify-email", token);
  if (claimed.ok) await markEmailVerified(db, claimed.email);
  if (!claimed.ok && claimed.problem === "used") {
    const email = await tokenEmail(db, "verify-email", token);
    if (email && (await isEmailVerifiedHere(db, email))) return { ok: true, alreadyVerified: true };
  }
  return claimed;
}
