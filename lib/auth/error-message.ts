import { authMessages } from "@/lib/messages/auth";

const byCode: Record<string, string> = {
  CredentialsSignin: authMessages.login.failed,
  OAuthSignin: authMessages.login.googleFailed,
  OAuthCallback: authMessages.login.googleFailed,
  OAuthCreateAccount: authMessages.login.googleFailed,
  OAuthAccountNotLinked: authMessages.login.googleFailed,
  Callback: authMessages.login.googleFailed,
  AccessDenied: authMessages.login.accessDenied,
  Configuration: authMessages.login.unavailable,
  SessionRequired: authMessages.login.sessionRequired,
};

/** Texts of our own that the auth layer may put in `?error=`; anything else is not echoed back. */
const ownTexts = new Set<string>([
  authMessages.login.backendFailed,
  authMessages.login.failed,
  authMessages.login.network,
  authMessages.login.googlePasswordAccount,
  authMessages.login.unavailable,
]);

/**
 * The red alert's text for next-auth's `error` query parameter. Only known codes and our own
 * messages are shown, so a crafted link cannot put arbitrary words on the login page.
 */
export function authErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return byCode[code] ?? (ownTexts.has(code) ? code : authMessages.login.failed);
}
