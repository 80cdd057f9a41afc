import { messages } from "@/lib/messages";

const byCode: Record<string, string> = {
  CredentialsSignin: messages.login.failed,
  OAuthSignin: messages.login.googleFailed,
  OAuthCallback: messages.login.googleFailed,
  OAuthCreateAccount: messages.login.googleFailed,
  OAuthAccountNotLinked: messages.login.googleFailed,
  Callback: messages.login.googleFailed,
  AccessDenied: messages.login.accessDenied,
  Configuration: messages.login.unavailable,
  SessionRequired: messages.login.sessionRequired,
};

/** Texts of our own that the auth layer may put in `?error=`; anything else is not echoed back. */
const ownTexts = new Set<string>([messages.login.backendFailed, messages.login.failed, messages.login.network]);

/**
 * The red alert's text for next-auth's `error` query parameter. Only known codes and our own
 * messages are shown, so a crafted link cannot put arbitrary words on the login page.
 */
export function authErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return byCode[code] ?? (ownTexts.has(code) ? code : messages.login.failed);
}
