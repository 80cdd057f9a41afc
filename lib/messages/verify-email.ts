/** E-mail verification: the notice at the top of the page, its resend action and the link's page. */
export const verifyEmailMessages = {
  notice: "Please verify your e-mail address: we sent you a link when you signed up.",
  resend: "Resend link",
  resending: "Sending...",
  resent: "We have sent a new link. Please check your inbox.",
  resendFailed: "We could not send the link. Please try again later.",
  done: "Thank you! Your e-mail address is verified.",
  unknown: "This verification link is not valid. It may have been replaced by a newer one.",
  used: "This verification link has already been used.",
  alreadyVerified: "Your e-mail address is already verified. There is nothing more to do.",
  expired: "This verification link has expired.",
  askNewLink: "Log in to ask for a new link from the notice at the top of the page.",
  title: "E-mail verification",
  home: "Go to the home page",
  /** The next step after the link: the dashboard, or log-in when not signed in here. */
  dashboard: "Go to your dashboard",
  logIn: "Log in",
} as const;
