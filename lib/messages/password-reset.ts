import { upstreamFieldMessages } from "@/upstream-contract/messages";

/** Password reset by mail: the "forgot" form, the mailed link's page and its new-password form. */
export const passwordResetMessages = {
  forgot: {
    title: "Reset Password",
    description: "Enter the e-mail address of your account. We will send you a link to choose a new password.",
    emailRequired: "Email is required.",
    emailInvalid: "Please enter a valid email.",
    submit: "Send Reset Link",
    sending: "Sending...",
    sent: "If an account exists for that e-mail, we have sent a link to reset the password.",
  },
  resetPage: {
    title: "Choose a new password",
    submit: "Reset Password",
    unknown: "This reset link is not valid. It may have been replaced by a newer one.",
    used: "This reset link has already been used.",
    expired: "This reset link has expired. Links work for 30 minutes.",
    noAccount: "No account could be reset with this link. It has not been used: once this address has an account, it still works.",
    askNewLink: "Ask for a new link",
    goToLogin: "Go to Log In",
    /** Before asking again: the person may already have chosen a password with this link. */
    knowPassword: "If you chose a new password with this link, or remember your old one, log in with it.",
    logIn: "Log In",
  },
  reset: {
    emailInvalid: "Please enter a valid email.",
    passwordRequired: "New password is required.",
    passwordShort: upstreamFieldMessages.resetPasswordShort,
    confirmRequired: "Please confirm your new password.",
    mismatch: "Passwords do not match.",
    resetting: "Resetting...",
    failed: "Password reset failed.",
    network: "Network error. Please try again.",
    success: "Password reset successful! You can now log in.",
  },
} as const;
