import "server-only";
import { getUpstream } from "./index";

/**
 * Whether the address may have an account: the upstream's answer when it has the call (the reference
 * does), else true, as the upstream APIs have no such call and the site cannot tell.
 */
export async function mayHaveAccount(email: string): Promise<boolean> {
  const upstream = getUpstream();
  return upstream.hasAccount ? upstream.hasAccount(email) : true;
}
