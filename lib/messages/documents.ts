/** The teaching documents' cards on a game page: what each is, why a card is locked, and the way forward. */
export const documentMessages = {
  visitor: "Log in as a facilitator to open this document.",
  unverified: "Unlocks when you verify your e-mail address.",
  noAccess: "Unlocks with a licence for this game. A free trial gives you one.",
  /** A document the game does not have yet: a departure from SPEC §8 (docs/decisions/locked-material-explained.md). */
  notYet: "Not available yet",
  requestAccess: "Take a Free Trial",
  logIn: "Log In",
  open: "Open document",
  checking: "Checking access...",
  unavailable: "We could not check your access. Please try again.",
  format: (pages: number | null) => (pages ? `PDF · ${pages} ${pages === 1 ? "page" : "pages"}` : "PDF"),
} as const;
