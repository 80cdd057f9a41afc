import type { Role } from "@/lib/roles";
import { upstreamFieldMessages } from "@/upstream-contract/messages";

/** Log-in, sign-up and the session's own failures. */
export const authMessages = {
  /** A role as the log-in toggle, the sign-up select and next-auth's provider list name it. */
  roles: { student: "Student", facilitator: "Facilitator" } satisfies Record<Role, string>,
  login: {
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email",
    passwordRequired: "Password is required",
    loggingIn: "Logging in...",
    failed: "Login failed",
    backendFailed: upstreamFieldMessages.backendFailed,
    network: "Network error",
    googleNotConfigured: "Google sign-in is not set up on this site.",
    googleFailed: "Google sign-in failed. Please try again.",
    /** Google for an address whose password account is not verified. */
    googlePasswordAccount:
      "An account with this e-mail address already has a password, and the address has not been confirmed. Log in with that password, or set a new one with Forgot Password; then Google sign-in works too.",
    /** The home page's notice after Google joined an account that has a password (?notice=google-joined). */
    googleJoined:
      "You signed in with Google to the account that already had a password for this e-mail address. If you did not set that password, change it now with Forgot Password.",
    accessDenied: "Access denied.",
    unavailable: "Sign-in is not available right now. Please try again later.",
    sessionRequired: "Please log in to continue.",
    /** The credentials opened an account of the other kind than the toggle showed (docs/decisions/wrong-login-toggle.md). */
    signedInAs: {
      facilitator: "Signed in to your facilitator account",
      student: "Signed in to your student account",
    } satisfies Record<Role, string>,
  },
  signup: {
    nameRequired: upstreamFieldMessages.nameRequired,
    emailRequired: "Email is required",
    emailInvalid: upstreamFieldMessages.emailInvalid,
    passwordRequired: "Password is required",
    passwordShort: upstreamFieldMessages.passwordShort,
    confirmRequired: "Please confirm your password",
    mismatch: "Passwords do not match",
    termsRequired: "Please agree to the Terms & Conditions",
    /** The sign-up's choice of account kind, which starts unchosen unless the link that led here says it. */
    roleLegend: "Do you teach or study?",
    roleChoices: { facilitator: "I teach (facilitator account)", student: "I study (student account)" } satisfies Record<Role, string>,
    roleRequired: "Please choose whether you teach or study",
    creating: "Creating Account...",
    failed: "Register failed",
    network: "Network error",
  },
  /** Log-in and sign-up opened from the free-trial dialog show the game the person came for. */
  trialGoal: {
    label: "Your free trial of",
    login: "Log in as a facilitator, then confirm the game: you get its session code at once, and by e-mail.",
    signup: "Create your facilitator account, then confirm the game: you get its session code at once, and by e-mail.",
  },
  /** Edit profile. */
  profile: {
    kindLegend: "Your account",
    kindNote: "You can change this until you start a free trial or get access to a game.",
  },
  session: {
    signupFailed: "Signup failed",
    loginFailed: "Login failed",
    fetchUserFailed: "Failed to fetch user data",
    storeUserFailed: "Failed to store user data",
    updateProfileFailed: "Failed to update profile",
    signOutFailed: "Sign out failed",
    /** The home page's notice after signing out. */
    signedOut: "You have signed out.",
  },
} as const;
