/**
 * Messages of password reset by mail, e-mail verification and the teaching documents. Part of
 * `messages` (lib/messages/index.ts); in a module of their own so that the client pieces that show them
 * carry only these.
 */
export const accountMessages = {
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
    noAccount: "No account could be reset with this link.",
    askNewLink: "Ask for a new link",
    goToLogin: "Go to Log In",
  },
  verify: {
    notice: "Please verify your e-mail address: we sent you a link when you signed up.",
    resend: "Resend link",
    resending: "Sending...",
    resent: "We have sent a new link. Please check your inbox.",
    resendFailed: "We could not send the link. Please try again later.",
    done: "Thank you! Your e-mail address is verified.",
    unknown: "This verification link is not valid. It may have been replaced by a newer one.",
    used: "This verification link has already been used.",
    expired: "This verification link has expired.",
    askNewLink: "Log in to ask for a new link from the notice at the top of the page.",
    title: "E-mail verification",
    home: "Go to the home page",
  },
  documents: {
    visitor: "Log in as a facilitator to open this document.",
    unverified: "Verify your e-mail address to open this document.",
    noAccess: "Your account has no access to this game yet. Request access to get its documents.",
    requestAccess: "Request access",
    logIn: "Log in",
    open: "Open document",
    checking: "Checking access...",
    unavailable: "We could not check your access. Please try again.",
  },
} as const;
