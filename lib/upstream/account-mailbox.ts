import "server-only";
import { getUpstream } from "./index";

/**
 * Where a mail for the account this address names goes: the account's own address, as its owner typed
 * and proved it, or null when there is no such account. With an upstream that cannot say (the upstream
 * APIs have no such call), the address itself.
 */
export async function accountMailbox(email: string): Promise<string | null> {
  const upstream = getUpstream();
  return upstream.accountAddress ? upstream.accountAddress(email) : email;
}
