import { uiMessages } from "@/lib/ui-messages";

const byCode: Record<string, string> = {
  CredentialsSignin: uiMessages.login.failed,
  OAuthSignin: uiMessages.login.googleFailed,
  OAuthCallback: uiMessages.login.googleFailed,
  OAuthCreateAccount: uiMessages.login.googleFailed,
  OAuthAccountNotLinked: uiMessages.login.googleFailed,
  Callback: uiMessages.login.googleFailed,
  AccessDenied: uiMessages.login.accessDenied,
  Configuration: uiMessages.login.unavailable,
  SessionRequired: uiMessages.login.sessionRequired,
};

/** Texts of our own that the auth layer may put in `?error=`; anything else is not echoed back. */
const ownTexts = new Set<string>([uiMessages.login.backendFailed, uiMessages.login.failed, uiMessages.login.network]);

/**
 * The red alert's text for next-auth's `error` query parameter. Only known codes and our own
 * messages are shown, so a crafted link cannot put arbitrary words on the login page.
 */
export function authErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return byCode[code] ?? (ownTexts.has(code) ? code : uiMessages.login.failed);
}
