import "server-only";
import { site } from "@/content";
import { sendMail } from "@/lib/mail/mailer";
import { afterAnswer } from "@/lib/mail/after-answer";
import { giveBackRecipientBudget, takeRecipientBudget } from "@/lib/limits/recipient-budget";
import { consumeUnknownAddressReset } from "@/lib/limits";
import { passwordResetMail } from "@/lib/mail/templates";
import { getUpstream, UpstreamError } from "@/lib/upstream";
import { resetKindOf, type Role } from "@/lib/roles";
import { accountMailbox } from "@/lib/upstream/account-mailbox";
import { endSessionsOf } from "./ended-sessions";
import { accountLink } from "@/lib/mail/links";
import { checkToken, claimToken, issueToken, lastIssuedAt, releaseToken, type TokenProblem, type TokenSubject } from "./one-time-tokens";
import { storeDb } from "@/lib/store";
import { markEmailVerified } from "./verified-emails";

/** While a link mailed this recently is still usable, a new request mails nothing (the answer is the same). */
const RESEND_AFTER_MS = 30_000;

/**
 * What a reset request mailed: a link to an account's own address (the work the reset's site-wide
 * ceiling counts), a link to an address the site cannot tell has an account (counted in a pool of its
 * own), or nothing.
 */
export type ResetRequestOutcome = "account" | "unknown-address" | "nothing";

/**
 * Step 1: mail a one-time link, only to an address that has an account (lib/upstream/account-mailbox.ts),
 * and to the account's own address as its owner typed it, whichever spelling asked: a flood of made-up
 * addresses mails nobody, and `straße@` never gets `strasse@`'s link. Where the site cannot tell (an
 * upstream without that call, an account never signed in here) the address as asked gets the link, from
 * a small site-wide pool of its own. The answer is the same either way, and so is its time: both read
 * the same rows, and the mail goes after the answer. Each inbox gets a few links per hour and per day at
 * most (lib/limits/recipient-budget.ts); past them nothing is sent.
 */
export async function requestPasswordReset(email: string, mode: Role): Promise<ResetRequestOutcome> {
  const db = await storeDb();
  const [found, last] = await Promise.all([accountMailbox(email), lastIssuedAt(db, "password-reset", email)]);
  if (!found) return "nothing";
  if (last && Date.now() - last.getTime() < RESEND_AFTER_MS) return "nothing";
  if (!(await takeRecipientBudget("password-reset", email))) return "nothing";
  if (!found.known && !(await consumeUnknownAddressReset())) {
    await giveBackRecipientBudget("password-reset", email);
    return "nothing";
  }
  const token = await issueToken(db, "password-reset", { email, mode });
  afterAnswer("password-reset", () =>
    sendMail({
      ...passwordResetMail({ to: found.mailbox, siteName: site.name, link: accountLink("/reset-password", token) }),
      template: "password-reset",
    }),
  );
  return found.known ? "account" : "unknown-address";
}

export async function checkResetToken(token: string) {
  return checkToken(await storeDb(), "password-reset", token);
}

export type ResetOutcome = ({ ok: true } & TokenSubject) | { ok: false; problem: TokenProblem | "no-account" };

/** The upstream's two reset calls, the role shown when the link was asked for first: it is only a hint. */
function rolesToTry(hint: Role): Role[] {
  return hint === "facilitator" ? ["facilitator", "student"] : ["student", "facilitator"];
}

/**
 * Step 2: the token, and only the token, names the account. The upstream has one reset call per role
 * of account and the site cannot ask which role an address has, so it tries both (the role shown when the
 * link was asked for first): the link resets the account of the address it was mailed to, whatever
 * toggle was shown. The link is spent only when something was reset; when no account was found, or the
 * upstream is down, it is given back, so the person can try again with the same link. Every session of
 * the account begun before now ends. Following the mailed link proves the address, so it counts as
 * verified from now on.
 */
export async function completePasswordReset(token: string, newPassword: string): Promise<ResetOutcome> {
  const db = await storeDb();
  const claimed = await claimToken(db, "password-reset", token);
  if (!claimed.ok) return claimed;
  let reset: Role | null = null;
  try {
    for (const role of rolesToTry(claimed.mode)) {
      if (await resetAs(claimed.email, newPassword, role)) {
        reset = role;
        break;
      }
    }
  } catch (error) {
    await releaseToken(db, "password-reset", token);
    throw error;
  }
  if (!reset) {
    await releaseToken(db, "password-reset", token);
    return { ok: false, problem: "no-account" };
  }
  await endSessionsOf(db, claimed.email);
  await markEmailVerified(db, claimed.email);
  return { ok: true, email: claimed.email, mode: reset };
}

/** True when the upstream reset an account of that role; false when it has none (a 4xx). */
async function resetAs(email: string, newPassword: string, role: Role): Promise<boolean> {
  try {
    await getUpstream().resetPassword({ email, new_password: newPassword }, resetKindOf[role]);
    return true;
  } catch (error) {
    if (error instanceof UpstreamError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}
