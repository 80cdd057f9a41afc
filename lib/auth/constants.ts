/** Set by the sign-up page before the Google round trip so the upstream learns the chosen role. */
export const GOOGLE_SIGNUP_ROLE_COOKIE = "google_signup_role";

/** `?notice=` after Google sign-in joined an account that has a password (the home page says so). */
export const GOOGLE_JOINED_NOTICE = "google-joined";

/** The jwt callback throws this when the upstream token has expired; next-auth then clears the session. */
export const SESSION_ENDED = "SESSION_ENDED";

/** The jwt callback throws this when the store cannot say whether the session ended (lib/auth/store-outage.ts). */
export const STORE_UNAVAILABLE = "STORE_UNAVAILABLE";

function carries(value: unknown, text: string): boolean {
  if (value instanceof Error) return value.message === text;
  if (value && typeof value === "object" && "message" in value) return (value as { message: unknown }).message === text;
  return false;
}

export const isSessionEndedError = (value: unknown): boolean => carries(value, SESSION_ENDED);
export const isStoreUnavailableError = (value: unknown): boolean => carries(value, STORE_UNAVAILABLE);

/** The home page's notice after signing out: `/?notice=signed-out`, drawn at the top of the page. */
export const SIGNED_OUT_NOTICE = "signed-out";
/** Where signing out lands: a full load of the home page, so it starts at its top with nothing of the person's. */
export const SIGNED_OUT_PATH = `/?notice=${SIGNED_OUT_NOTICE}`;
