/**
 * The messages people read on pages, in one place; safe in client bundles (lib/messages.ts adds the
 * server's own). Plain misspellings of SPEC are corrected ("Submitting...", "some error occurred",
 * "Privacy Policy").
 */
import { accountMessages } from "./account-messages";
import { errorMessages } from "./error-messages";

export const uiMessages = {
  ...errorMessages,
  ...accountMessages,

  /** Every text field's length limit (lib/validations/text.ts). */
  limits: {
    tooLong: "Please use at most {max} characters.",
  },

  join: {
    empty: "Please enter a code",
    joining: "Joining...",
    popupBlocked: "Popup was blocked. Please allow popups for this site.",
    failed: "Invalid code or session not found",
    join: "Join",
    openGame: "Open the game",
  },

  trial: {
    title: "Preview simulation of your choice",
    emailRequired: "Email is required.",
    emailInvalid: "Please enter a valid email address.",
    gameRequired: "Please select a simulation.",
    loadingSimulations: "Loading simulations...",
    noSimulations: "No simulations available",
    processing: "Processing...",
    successTitle: "Success!",
    successText:
      "Your free trial request has been submitted. You will receive access details via email shortly.",
    failed: "We could not submit your request. Please try again.",
    selectSimulation: "Select a simulation",
    submit: "Submit",
    openGame: "Open The EV Gambit",
  },

  contact: {
    submitting: "Submitting...",
    sending: "Sending...",
    thankYou: "Thank you!",
    willContact: "Someone from our team will contact you soon.",
    sent: "Message sent successfully!",
    failed: "Failed to send message. Please try again.",
    upstreamFailed: "Failed to submit contact form",
    nameRequired: "Name is required",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email",
    messageRequired: "Message is required",
    submit: "Submit",
    send: "Send Message",
    close: "Close",
    demoTitle: "Contact Us",
    demoDescription: "Tell us about your course and we will set up a demo.",
    collaborateTitle: "Collaborate With Us",
    collaborateDescription: "Tell us about your idea, your course or your institution.",
    collaborateMessageLabel: "How would you like to collaborate?",
  },

  login: {
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email",
    passwordRequired: "Password is required",
    loggingIn: "Logging in...",
    failed: "Login failed",
    backendFailed: "Backend login failed",
    network: "Network error",
    googleNotConfigured: "Google sign-in is not set up on this site.",
    googleFailed: "Google sign-in failed. Please try again.",
    accessDenied: "Access denied.",
    unavailable: "Sign-in is not available right now. Please try again later.",
    sessionRequired: "Please log in to continue.",
  },

  signup: {
    nameRequired: "Name is required",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email",
    passwordRequired: "Password is required",
    passwordShort: "Password must be at least 6 characters",
    confirmRequired: "Please confirm your password",
    mismatch: "Passwords do not match",
    termsRequired: "Please agree to the Terms & Conditions",
    creating: "Creating Account...",
    failed: "Register failed",
    network: "Network error",
  },

  reset: {
    emailInvalid: "Please enter a valid email.",
    passwordRequired: "New password is required.",
    passwordShort: "Password must be at least 6 characters.",
    confirmRequired: "Please confirm your new password.",
    mismatch: "Passwords do not match.",
    resetting: "Resetting...",
    failed: "Password reset failed.",
    network: "Network error. Please try again.",
    success: "Password reset successful! You can now log in.",
  },

  dashboard: {
    errorPrefix: "Error loading games: ",
    loadFailed: "Failed to load accessible games",
    empty: "No accessible games found",
    noUpcoming: "No upcoming games available",
    validTill: "Valid till",
    noExpiry: "No expiry",
    instructorsOnly: "The dashboard is for facilitators, so we brought you to the home page.",
  },

  resources: {
    noAccess: "You don't have instructor level access to this resource.",
  },
  videoNotAvailable: "Video not available",
  buyNowMessage: (gameTitle: string) => `We would like to buy ${gameTitle} for our course.`,
  gameNotFound: "Game not found.",

  session: {
    signupFailed: "Signup failed",
    loginFailed: "Login failed",
    fetchUserFailed: "Failed to fetch user data",
    storeUserFailed: "Failed to store user data",
    updateProfileFailed: "Failed to update profile",
    signOutFailed: "Sign out failed",
  },
} as const;

/** Fills `{name}` placeholders of a message: fillMessage(uiMessages.limits.tooLong, { max: 120 }). */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
