/** The teaching documents' cards on a game page: why a card is locked, and the way forward. */
export const documentMessages = {
  visitor: "Log in as a facilitator to open this document.",
  unverified: "Verify your e-mail address to open this document.",
  noAccess: "Your account has no access to this game yet. Request access to get its documents.",
  requestAccess: "Request access",
  logIn: "Log in",
  open: "Open document",
  checking: "Checking access...",
  unavailable: "We could not check your access. Please try again.",
} as const;
