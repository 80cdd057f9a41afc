/** The teaching documents' cards on a game page: what each is, why a card is locked, and the way forward. */
export const documentMessages = {
  visitor: "Log in as a facilitator to open this document.",
  unverified: "Unlocks when you verify your e-mail address.",
  /** A free trial gives no licence but opens the game guide (docs/decisions/trial-is-a-class-session.md). */
  noAccess: "Unlocks with a licence for this game. A free trial opens the game guide only.",
  /** A document the game does not have yet (docs/decisions/locked-material-explained.md). */
  notYet: "Not available yet",
  /** A stand-in document (content marks it placeholder): on its card, and in the file itself. */
  sample: "Sample",
  requestAccess: "Ask for a licence",
  licenceTitle: (gameTitle: string) => `Ask for a licence for ${gameTitle}`,
  licenceDescription: "Tell us about your course: we reply with the licence's terms. A licence opens the teaching documents.",
  licenceMessage: (gameTitle: string) => `We would like a licence for ${gameTitle}, with its teaching documents.`,
  logIn: "Log In",
  open: "Open document",
  checking: "Checking access...",
  unavailable: "We could not check your access. Please try again.",
  format: (pages: number | null) => (pages ? `PDF · ${pages} ${pages === 1 ? "page" : "pages"}` : "PDF"),
} as const;
