/**
 * Whether this browser was signed in when it last asked, in a cookie page script can read (it carries no
 * secret: the session itself stays in next-auth's httpOnly cookie). The pages are the same HTML for
 * everyone, so before their code has asked who is signed in, the header either hides its Log In and
 * Sign Up (to not swap them for the avatar a moment later) or offers them at once. Without this hint a
 * visitor who is not signed in, most of them, would wait for the page's code to log in on a slow phone.
 */
export const SESSION_HINT_COOKIE = "bsl_signed_in";
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Run in the document's head, before the first paint: marks <html> while a session is likely. */
export const sessionHintScript = `if(/(?:^|; )${SESSION_HINT_COOKIE}=1/.test(document.cookie))document.documentElement.dataset.sessionHint="1"`;

/** Records what the session endpoint said (or that this browser just signed out). */
export function setSessionHint(signedIn: boolean): void {
  if (typeof document === "undefined") return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = signedIn
    ? `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`
    : `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  if (!signedIn) delete document.documentElement.dataset.sessionHint;
}
