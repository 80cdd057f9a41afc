import "server-only";
import { eq } from "drizzle-orm";
import { normaliseEmail } from "@/upstream-contract/email-address/canonical";
import { storeDb, storeTables } from "@/lib/store";
import { getUpstream } from "./index";

const { accountMailboxes } = storeTables;

/**
 * Where a mail for the account an address names goes. `known`: the account's own address, as its owner
 * typed it, because the upstream said so or because the site saw it in the upstream's answer at one of
 * the account's sign-ins. Null: the upstream says there is no such account. With an upstream that
 * cannot say (the upstream APIs have no such call) and an account never signed in here, the address
 * itself, not known.
 */
export type AccountMailbox = { mailbox: string; known: boolean } | null;

export async function accountMailbox(email: string): Promise<AccountMailbox> {
  const upstream = getUpstream();
  if (upstream.accountAddress) {
    const mailbox = await upstream.accountAddress(email);
    return mailbox ? { mailbox, known: true } : null;
  }
  const [seen] = await (
    await storeDb()
  )
    .select({ mailbox: accountMailboxes.mailbox })
    .from(accountMailboxes)
    .where(eq(accountMailboxes.email, normaliseEmail(email)));
  return seen ? { mailbox: seen.mailbox, known: true } : { mailbox: email, known: false };
}

/**
 * At a sign-in, the account's address as the upstream keeps it: remembered when the upstream cannot be
 * asked for it later.
 */
export async function rememberAccountMailbox(mailbox: string, now = new Date()): Promise<void> {
  if (getUpstream().accountAddress) return;
  await (
    await storeDb()
  )
    .insert(accountMailboxes)
    .values({ email: normaliseEmail(mailbox), mailbox, seenAt: now })
    .onConflictDoUpdate({ target: accountMailboxes.email, set: { mailbox, seenAt: now } });
}
