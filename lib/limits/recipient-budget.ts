import "server-only";
import { mailboxKey } from "@/upstream-contract/email-address/canonical";
import { rateLimitConfig, sharedLimiter } from "./index";
import { tryConsume } from "./limiter";
import { keyedDigest } from "@/lib/security/derived-keys";

/**
 * How many mails of one kind (reset links, verification links) one inbox gets from the site:
 * enough for a person who asks again, too few to make the site a tool to flood someone's inbox.
 */
export const recipientMailLimits = {
  perHour: 3,
  perDay: 6,
};

/** The kinds of mail with a budget of their own: the one-time links mailed (lib/auth), and a trial's access details. */
export type MailPurpose = "password-reset" | "verify-email" | "trial" | "contact";

const windows = () => [
  { name: "hour", points: recipientMailLimits.perHour, duration: 60 * 60 },
  { name: "day", points: recipientMailLimits.perDay, duration: 24 * 60 * 60 },
];

/** Keys hold no address, only its HMAC under the derived "mail-budget" key. */
const keyOf = (email: string) => keyedDigest("mail-budget", mailboxKey(email));

/**
 * Takes one mail of `purpose` from the inbox's hourly and daily budgets; false when either is spent
 * (the caller sends nothing and answers as if it had sent).
 */
export async function takeRecipientBudget(purpose: MailPurpose, email: string): Promise<boolean> {
  if (!rateLimitConfig().enabled) return true;
  const key = keyOf(email);
  const taken: Array<() => Promise<unknown>> = [];
  for (const window of windows()) {
    const limiter = await sharedLimiter(`mail-${purpose}-${window.name}`, { points: window.points, duration: window.duration });
    const result = await tryConsume(limiter, key);
    if (!result.allowed) {
      await Promise.all(taken.map((giveBack) => giveBack()));
      return false;
    }
    taken.push(() => limiter.reward(key, 1));
  }
  return true;
}

/** Returns the mail taken for a request that then failed (the upstream refused it, no mail went out). */
export async function giveBackRecipientBudget(purpose: MailPurpose, email: string): Promise<void> {
  if (!rateLimitConfig().enabled) return;
  const key = keyOf(email);
  for (const window of windows()) {
    const limiter = await sharedLimiter(`mail-${purpose}-${window.name}`, { points: window.points, duration: window.duration });
    await limiter.reward(key, 1);
  }
}
