import { authMessages } from "@/lib/messages/auth";
import type { Role } from "@/lib/roles";

/**
 * Signs in through next-auth's own client. Answers null on success, else the words to show: the
 * server's reason untouched (an upstream detail such as 'Invalid email or password', a rate-limit
 * sentence), 'Login failed' for next-auth's bare code. A request that fails outright throws.
 */
export async function signInWithPassword(mode: Role, email: string, password: string): Promise<string | null> {
  // next-auth's client loads on submit, so the prerendered page does not carry it.
  const { signIn } = await import("next-auth/react");
  const result = await signIn(`${mode}-credentials`, { email, password, redirect: false });
  // undefined: next-auth could not read its provider list and has already sent the page to its error route.
  if (!result) return authMessages.login.network;
  if (result.ok && !result.error) return null;
  return result.error && result.error !== "CredentialsSignin" ? result.error : authMessages.login.failed;
}
